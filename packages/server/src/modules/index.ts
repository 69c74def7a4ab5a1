/**
 * Every declared module, in one typed list (ADR 0004). The app installs this list at start and
 * checks it: a module for an unknown resource, two modules for one resource, or a declared action
 * without its `run` stops the start. Add an area's list here once; its modules go in that list.
 */
import { resources } from '@portal/domain';
import { approvalHooks } from '../approval/declared.js';
import { type ModuleDecl, withDerivedHooks } from '../engine/module.js';
import { voteHooks } from '../engine/votes.js';
import { activityModules } from './activities/index.js';
import { administrationModules } from './administration/index.js';
import { approvalModules } from './system/approval.js';
import { assetModules } from './assets/index.js';
import { businessModules } from './business/index.js';
import { hrModules } from './hr/index.js';
import { implementationModules } from './implementation/index.js';
import { portalModules } from './portal/index.js';
import { syncModules } from './system/sync.js';
import { systemModules } from './system/index.js';

const declared: readonly ModuleDecl[] = [...systemModules, ...portalModules, ...hrModules, ...syncModules, ...approvalModules, ...administrationModules, ...assetModules, ...activityModules, ...implementationModules, ...businessModules];

/** The modules with the hooks the declarations imply (an approval block's submit on create, withdraw on delete). */
export const modules: readonly ModuleDecl[] = withDerivedHooks(withDerivedHooks(declared, resources, approvalHooks), resources, voteHooks);
