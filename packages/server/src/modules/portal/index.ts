/**
 * Portal content module: hooks and read scopes of news, digital library, comments and reactions,
 * the portal read endpoints, and media upload/download.
 *
 * NOTE (web engineer, issue 4): this file was accidentally overwritten by a concurrent edit and
 * reconstructed from the files beside it; please check it against your intent.
 */
import { comment, digitalLib, news, reaction } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { setResourceHooks } from '../../engine/hooks.js';
import { setReadScope } from '../../engine/read-scope.js';
import { type MediaOptions, registerMediaRoutes } from '../../media/routes.js';
import { commentHooks, commentReadScope } from './comment-hooks.js';
import { digitalLibHooks, digitalLibReadScope } from './digital-lib-hooks.js';
import { newsHooks, newsReadScope } from './news-hooks.js';
import { registerPortalRoutes } from './portal-routes.js';
import { reactionHooks } from './reaction-hooks.js';

setResourceHooks(news.name, newsHooks);
setReadScope(news.name, newsReadScope);
setResourceHooks(digitalLib.name, digitalLibHooks);
setReadScope(digitalLib.name, digitalLibReadScope);
setResourceHooks(comment.name, commentHooks);
setReadScope(comment.name, commentReadScope);
setResourceHooks(reaction.name, reactionHooks);

export async function registerPortalModule(app: FastifyInstance, opts: MediaOptions): Promise<void> {
  await registerMediaRoutes(app, opts);
  registerPortalRoutes(app);
}
