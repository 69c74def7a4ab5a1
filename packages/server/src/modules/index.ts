/**
 * Every declared module, in one typed list (ADR 0004). The app installs this list at start and
 * checks it: a module for an unknown resource, two modules for one resource, or a declared action
 * without its `run` stops the start. Add an area's list here once; its modules go in that list.
 */
import type { ModuleDecl } from '../engine/module.js';
import { activityModules } from './activities/index.js';
import { administrationModules } from './administration/index.js';
import { approvalModules } from './approval/index.js';
import { assetModules } from './assets/index.js';
import { contentModules } from './content/index.js';
import { hrModules } from './hr/index.js';
import { portalModules } from './portal/index.js';
import { syncModules } from './sync/index.js';
import { systemModules } from './system/index.js';

export const modules: readonly ModuleDecl[] = [...systemModules, ...portalModules, ...contentModules, ...hrModules, ...syncModules, ...approvalModules, ...administrationModules, ...assetModules, ...activityModules];
