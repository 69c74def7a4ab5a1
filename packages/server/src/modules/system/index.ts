/** System administration: accounts, roles, decentralization, logs and settings (issue: identity and access). */
import type { FastifyInstance } from 'fastify';
import type { MailAdapter } from '../../auth/mail.js';
import { registerAccountRoutes } from './accounts.js';
import { registerLogRoutes } from './logs.js';
import { registerRoleRoutes } from './roles.js';
import { registerSettingsRoutes } from './settings.js';

export function registerSystemRoutes(app: FastifyInstance, opts: { mailer: MailAdapter }): void {
  registerAccountRoutes(app, opts.mailer);
  registerRoleRoutes(app);
  registerLogRoutes(app);
  registerSettingsRoutes(app);
}
