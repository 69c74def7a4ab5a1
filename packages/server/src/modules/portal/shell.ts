/**
 * Portal shell pieces every signed-in user needs, beyond the generic resource routes: the site settings
 * the header, footer and sign-in page show; the portal menus; the user's own navbar bookmarks; and
 * the user's own notifications with the unread count; and the header's search.
 */
import type { FastifyInstance } from 'fastify';
import { registerBookmarkRoutes } from './bookmarks.js';
import { registerNotificationRoutes } from './notifications.js';
import { registerSearchRoutes } from './search.js';
import { registerSiteRoutes } from './site.js';

export function registerPortalShell(app: FastifyInstance): void {
  registerSiteRoutes(app);
  registerBookmarkRoutes(app);
  registerNotificationRoutes(app);
  registerSearchRoutes(app);
}
