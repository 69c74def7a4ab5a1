/**
 * Portal content module: hooks and read scopes of news, digital library, comments and reactions,
 * documents, greeting cards and the archive, the portal read endpoints, and media upload/download.
 *
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDecl } from '../../engine/module.js';
import { type MediaOptions, registerMediaRoutes } from '../../media/routes.js';
import { registerMediaListRoutes } from '../../media/list-route.js';
import { commentModule } from './comment-hooks.js';
import { archiveModule } from './dashboard.js';
import { digitalLibModule } from './digital-lib-hooks.js';
import { documentModules } from './documents.js';
import { greetingCardModule } from './greeting-cards.js';
import { menuModule, topMenuModule } from './menus.js';
import { newsModule } from './news-hooks.js';
import { registerPortalRoutes } from './portal-routes.js';
import { reactionModule } from './reaction-hooks.js';

export const portalModules: readonly ModuleDecl[] = [newsModule, digitalLibModule, commentModule, reactionModule, menuModule, topMenuModule, ...documentModules, greetingCardModule, archiveModule];

export async function registerPortalModule(app: FastifyInstance, opts: MediaOptions): Promise<void> {
  await registerMediaRoutes(app, opts);
  // Spec §7 GET /media (the media the caller may see) and api/files.
  registerMediaListRoutes(app);
  registerPortalRoutes(app);
}
