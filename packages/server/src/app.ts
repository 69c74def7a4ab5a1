/**
 * Builds the HTTP application: generic resource routes from the declarations, auth, health,
 * the OpenAPI document and the built web app. `main.ts` starts it; tests build it on a test database.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { pickLang, resources, translate } from '@portal/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type MailAdapter, outboxMailer } from './auth/mail.js';
import { registerAuthRoutes } from './auth/routes.js';
import { userFromToken } from './auth/service.js';
import type { Database } from './db/client.js';
import type { Ctx } from './engine/context.js';
import { AppError, fieldErrors } from './engine/errors.js';
import { registerResource } from './engine/routes.js';
import { registerInputGuard } from './engine/input-guard.js';
import { registerSecurityHeaders, SECURITY_HEADERS } from './engine/security-headers.js';
import { registerSystemRoutes } from './modules/system/index.js';
import { modules } from './modules/index.js';
import { installModules } from './engine/module.js';
import { logDenied, logServerError, registerRequestLog } from './modules/system/logs.js';
import { startScheduler } from './jobs/content-schedule.js';
import { startResultCache } from './engine/query-cache.js';
import { type Storage, storageFromEnv } from './media/storage.js';
import { registerPortalModule } from './modules/portal/index.js';
import { registerPortalShell } from './modules/portal/shell.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    isPublic?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route (method + url), for the test that walks them all. */
    routeList: { method: string; url: string; isPublic: boolean }[];
  }
}

export type AppOptions = {
  /** Where uploads go; by default DATA_DIR/media, or S3 when S3_BUCKET is set. */
  storage?: Storage;
  /** Runs the content scheduler (release, expiry) in this process; off in tests, which drive it by hand. */
  runJobs?: boolean;
  database: Database;
  jwtSecret: string;
  /** Folder of the built web app; served with an SPA fallback when it exists. */
  webDist?: string;
  logger?: boolean;
  now?: () => Date;
  trustProxy?: boolean;
  /** Where mails go: the outbox table by default, SMTP when configured. */
  mailer?: MailAdapter;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
    ajv: { customOptions: { strict: false } },
    // Router refusals (a malformed %-escape, an over-long path parameter) in our error envelope.
    frameworkErrors: (err, req, reply) => {
      // The router has not parsed the query string yet.
      const lang = pickLang(new URLSearchParams(req.url.split('?')[1] ?? '').get('lang'), req.headers['accept-language']);
      (reply as FastifyReply)
        .headers(SECURITY_HEADERS)
        .status(err.statusCode ?? 400)
        .send({ success: false, message: translate(lang, 'error.badRequest') });
    },
  });
  const now = opts.now ?? (() => new Date());

  // Validation happens in the handlers, from the declarations, with messages in the caller's
  // language; the route schemas only document the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'THACO portal API', version: '1.0.0', description: 'Generated from the entity declarations.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });

  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') routeList.push({ method: m, url: r.url, isPublic: r.config?.isPublic === true });
  });
  registerRequestLog(app, opts.database);
  registerSecurityHeaders(app);
  registerInputGuard(app);

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const q = req.query as Record<string, unknown> | undefined;
    req.ctx = {
      database: opts.database,
      user: null,
      lang: pickLang(q?.lang, req.headers['accept-language']),
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      now,
    };
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ') && req.url.startsWith('/api/')) {
      req.ctx.user = await userFromToken(opts.database, { jwtSecret: opts.jwtSecret }, auth.slice(7).trim(), now());
    }
  });

  app.setErrorHandler(async (err, req, reply) => {
    const lang = req.ctx?.lang ?? 'vi';
    if (err instanceof AppError) {
      if (err.status === 403 && req.ctx) await logDenied(req);
      reply.status(err.status).send({
        success: false,
        message:
          err.issues.length === 1 && err.status === 400
            ? (fieldErrors(err.issues, lang, err.resource)[0]?.message ?? '')
            : translate(lang, err.key, err.params),
        ...(err.issues.length > 0 && { errors: fieldErrors(err.issues, lang, err.resource) }),
      });
      return;
    }
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ success: false, message: translate(lang, 'error.payloadTooLarge') });
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ success: false, message: translate(lang, 'error.unsupportedMediaType') });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return reply.status(e.statusCode).send({ success: false, message: translate(lang, 'error.badRequest') });
    req.log.error(err);
    if (req.ctx) await logServerError(req, err);
    reply.status(500).send({ success: false, message: translate(lang, 'error.internal', { action: `${req.method} ${req.routeOptions.url ?? ''}` }) });
  });

  app.get('/api/health', { config: { isPublic: true }, schema: { tags: ['system'] } }, async () => {
    await opts.database.query('SELECT 1');
    return { status: 'ok', db: opts.database.kind };
  });

  app.get('/api/docs', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());

  registerAuthRoutes(app, { jwtSecret: opts.jwtSecret, mailer: opts.mailer ?? outboxMailer });
  registerSystemRoutes(app, { mailer: opts.mailer ?? outboxMailer });
  installModules(modules);
  for (const r of resources) registerResource(app, r);
  for (const m of modules) m.routes?.(app);
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  await registerPortalModule(app, { storage: opts.storage ?? storageFromEnv(dataDir), tmpDir: join(dataDir, 'tmp') });
  if (opts.runJobs) {
    const scheduler = startScheduler(opts.database, now, Number(process.env.JOBS_INTERVAL_MS) || 30_000, (e) => app.log.error(e));
    app.addHook('onClose', async () => scheduler.stop());
  }
  registerPortalShell(app);
  // List results are cached until their table changes (engine/query-cache.ts).
  const stopCache = await startResultCache(opts.database);
  app.addHook('onClose', stopCache);

  if (opts.webDist && existsSync(join(opts.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: opts.webDist, wildcard: false, index: false });
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = req.ctx?.lang ?? 'vi';
    const path = req.url.split('?')[0] ?? '';
    // A missing built file (an old chunk after a redeploy) is a 404, never the HTML shell: the web app
    // then knows to reload instead of running HTML as a script.
    const isFile = path.startsWith('/assets/') || /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|json|txt)$/i.test(path);
    if (path.startsWith('/api') || isFile || req.method !== 'GET' || !opts.webDist || !existsSync(join(opts.webDist, 'index.html'))) {
      return reply.status(404).send({ success: false, message: translate(lang, 'error.routeNotFound', { path }) });
    }
    // Client-side routes: the web app renders them (including its own "Page Not Found").
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
