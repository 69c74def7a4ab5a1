/** The group's own content: greeting cards, the archive and the portal dashboard. */
import type { ModuleDecl } from '../../engine/module.js';
import { archiveModule } from './dashboard.js';
import { greetingCardModule } from './greeting-cards.js';

export const contentModules: readonly ModuleDecl[] = [greetingCardModule, archiveModule];
