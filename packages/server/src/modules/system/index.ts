/** System administration: accounts, roles, decentralization, logs and settings (issue: identity and access). */
import type { FastifyInstance } from 'fastify';
import type { MailAdapter } from '../../auth/mail.js';
import type { ModuleDecl } from '../../engine/module.js';
import { accountModule, registerAccountRoutes } from './accounts.js';
import { registerDashboardRoutes } from './dashboard.js';
import { registerLogRoutes } from './logs.js';
import { permissionModule, registerRoleRoutes, roleModule } from './roles.js';
import { registerSettingsRoutes } from './settings.js';

export const systemModules: readonly ModuleDecl[] = [accountModule, roleModule, permissionModule];

export function registerSystemRoutes(app: FastifyInstance, opts: { mailer: MailAdapter }): void {
  registerAccountRoutes(app, opts.mailer);
  registerRoleRoutes(app);
  registerLogRoutes(app);
  registerDashboardRoutes(app);
  registerSettingsRoutes(app);
}
