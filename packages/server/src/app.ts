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
import { type MailAdapter, outboxMailer, setMailerFor } from './auth/mail.js';
import { registerAuthRoutes } from './auth/routes.js';
import { userFromToken } from './auth/service.js';
import { FILE_COOKIE, clearFileCookie, cookieOf, isFileRead, renewFileCookie } from './media/file-cookie.js';
import { type Database, isDatabaseUnavailable } from './db/client.js';
import type { Ctx } from './engine/context.js';
import { AppError, checkViolationError, fieldErrors } from './engine/errors.js';
import { registerResource } from './engine/routes.js';
import { registerReportRoutes } from './engine/reports.js';
import { MAX_BODY_BYTES, registerInputGuard } from './engine/input-guard.js';
import { PARAMS_DOC, registerParamsEnvelope } from './http/params.js';
import { registerSecurityHeaders, SECURITY_HEADERS } from './engine/security-headers.js';
import { registerSystemRoutes } from './modules/system/index.js';
import { modules } from './modules/index.js';
import { installModules } from './engine/module.js';
import { logDenied, logServerError, registerRequestLog } from './modules/system/logs.js';
import { startScheduler } from './jobs/content-schedule.js';
import { writeSystemLog } from './jobs/system-log.js';
import { type PushAdapter, pushAdapterFromEnv, startPushDispatcher } from './notify/push-adapter.js';
import { startSyncScheduler } from './sync/run.js';
import { startResultCache } from './engine/query-cache.js';
import { type Storage, storageFromEnv } from './media/storage.js';
import { registerPortalModule } from './modules/portal/index.js';
import { registerPortalShell } from './modules/portal/shell.js';
import { webStaticOptions } from './web-static.js';

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
  /** Where the log goes when `logger` is on (standard output by default); tests read it. */
  logStream?: { write: (line: string) => void };
  now?: () => Date;
  trustProxy?: boolean;
  /** Where mails go: the outbox table by default, SMTP when configured. */
  mailer?: MailAdapter;
  /** Where queued pushes go (notify/push-adapter.ts): by default the environment's (FCM, else local); delivered when jobs run. */
  push?: PushAdapter;
};

/** A URL path with its %-escapes decoded (as given when one is malformed). */
const safeDecode = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info', ...(opts.logStream ? { stream: opts.logStream } : {}) } : false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: opts.trustProxy ?? false,
    ajv: { customOptions: { strict: false } },
    // While closing, new requests get our own 503 (below), in the error envelope.
    return503OnClosing: false,
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
      info: { title: 'THACO portal API', version: '1.0.0', description: `Generated from the entity declarations.\n\n${PARAMS_DOC.description}` },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // Spec §7: any body may come as this envelope, any query as `params=` (http/params.ts).
        schemas: { ParamsEnvelope: PARAMS_DOC.schema as unknown as Record<string, unknown> },
        parameters: {
          params: { name: 'params', in: 'query', required: false, description: 'The query as one JSON object, plain or encoded (see ParamsEnvelope)', schema: { type: 'string' } },
        },
      },
      security: [{ bearer: [] }],
    },
  });

  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') routeList.push({ method: m, url: r.url, isPublic: r.config?.isPublic === true });
  });
  registerRequestLog(app, opts.database);
  // The system log says when this instance started and stopped (jobs/system-log.ts).
  app.addHook('onReady', async () => writeSystemLog(opts.database.db, now(), 'info', { key: opts.runJobs ? 'syslog.startedJobsOn' : 'syslog.startedJobsOff', params: { database: opts.database.kind } }));
  app.addHook('preClose', async () => writeSystemLog(opts.database.db, now(), 'info', { key: 'syslog.stopping' }));
  registerSecurityHeaders(app, { webDist: opts.webDist });
  registerInputGuard(app);
  // Spec §7: payloads wrapped in `params`, encoded or not, and the PUT marker, on every route.
  registerParamsEnvelope(app);

  // Graceful shutdown (main.ts, SIGTERM): requests in flight finish, each answer then closes its
  // connection, idle keep-alive connections are closed as they become idle (otherwise they would hold
  // the close for the keep-alive timeout), and requests that still arrive get a 503.
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    reaper = setInterval(() => app.server.closeIdleConnections?.(), 100);
    reaper.unref();
  });
  app.addHook('onClose', async () => clearInterval(reaper));
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Record<string, unknown> | undefined;
    req.ctx = {
      database: opts.database,
      user: null,
      lang: pickLang(q?.lang, req.headers['accept-language']),
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      now,
    };
    // Answered here rather than thrown: a POST refused by a thrown error while closing was sent twice
    // now and then (ERR_HTTP_HEADERS_SENT in the log, found by scripts/reliability.mjs).
    if (closing) return reply.status(503).send({ success: false, message: translate(req.ctx.lang, 'error.unavailable') });
    const auth = req.headers.authorization;
    const isLogout = req.method === 'POST' && req.url.startsWith('/api/v1/auth/logout');
    if (isLogout) clearFileCookie(req, reply);
    if (auth?.startsWith('Bearer ') && req.url.startsWith('/api/')) {
      const bearer = auth.slice(7).trim();
      // Reads may use the cached session (ADR 0012); a write reads it from the database.
      req.ctx.user = await userFromToken(opts.database, { jwtSecret: opts.jwtSecret }, bearer, now(), 'access', req.method !== 'GET' && req.method !== 'HEAD');
      // The browser's file requests carry no bearer token: they prove the session by a cookie.
      if (req.ctx.user && !isLogout) renewFileCookie(req, reply, opts.jwtSecret, req.ctx.user, now().getTime());
    } else if (isFileRead(req)) {
      const cookie = cookieOf(req, FILE_COOKIE);
      if (cookie) req.ctx.user = await userFromToken(opts.database, { jwtSecret: opts.jwtSecret }, cookie, now(), 'file');
    }
  });

  app.setErrorHandler(async (thrown, req, reply) => {
    const lang = req.ctx?.lang ?? 'vi';
    // A refusal the database raised at commit (a deferred check a module claims) on a path that did not map it.
    const err = thrown instanceof AppError ? thrown : (checkViolationError(thrown) ?? thrown);
    if (err instanceof AppError) {
      if (err.status === 403 && req.ctx) await logDenied(req);
      // `return reply`: with async onSend hooks the reply is not yet written when this function
      // resolves, and Fastify would send an undefined result a second time ("Reply was already sent"
      // in the log on every 4xx, issue 38).
      return reply.status(err.status).send({
        success: false,
        message:
          err.issues.length === 1 && err.status === 400
            ? (fieldErrors(err.issues, lang, err.resource)[0]?.message ?? '')
            : translate(lang, err.key, err.params),
        ...(err.issues.length > 0 && { errors: fieldErrors(err.issues, lang, err.resource) }),
      });
    }
    const e = err as { statusCode?: number; code?: string };
    // A body over MAX_BODY_BYTES (issue 11): a 400 like every refused input.
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ success: false, message: translate(lang, 'error.payloadTooLarge') });
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ success: false, message: translate(lang, 'error.unsupportedMediaType') });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return reply.status(e.statusCode).send({ success: false, message: translate(lang, 'error.badRequest') });
    // The database is down or restarting (issue 11): a 503 the client may retry, not a server error
    // (nothing to write to the system log either, it is in the database).
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: (err as Error).message }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, message: translate(lang, 'error.unavailable') });
    }
    req.log.error(err);
    if (req.ctx) await logServerError(req, err);
    return reply.status(500).send({ success: false, message: translate(lang, 'error.internal', { action: `${req.method} ${req.routeOptions.url ?? ''}` }) });
  });

  app.get('/api/health', { config: { isPublic: true }, schema: { tags: ['system'] } }, async () => {
    await opts.database.query('SELECT 1');
    return { status: 'ok', db: opts.database.kind };
  });

  app.get('/api/docs', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());

  setMailerFor(opts.database, opts.mailer ?? outboxMailer);
  registerAuthRoutes(app, { jwtSecret: opts.jwtSecret, mailer: opts.mailer ?? outboxMailer });
  registerSystemRoutes(app, { mailer: opts.mailer ?? outboxMailer });
  installModules(modules);
  for (const r of resources) registerResource(app, r);
  registerReportRoutes(app);
  for (const m of modules) m.routes?.(app);
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  await registerPortalModule(app, { storage: opts.storage ?? storageFromEnv(dataDir), tmpDir: join(dataDir, 'tmp') });
  if (opts.runJobs) {
    const scheduler = startScheduler(opts.database, now, Number(process.env.JOBS_INTERVAL_MS) || 30_000, (e) => app.log.error(e));
    app.addHook('onClose', async () => scheduler.stop());
    // The HR sync, when a source is configured (ADR 0005): one run per slot across instances.
    const sync = startSyncScheduler(opts.database, now, (e) => app.log.error(e));
    if (sync) app.addHook('onClose', async () => sync.stop());
    // Pushes to devices (spec's /firebase), delivered after the commit that queued them.
    const pushes = await startPushDispatcher(opts.database, opts.push ?? (await pushAdapterFromEnv(dataDir)), now, (e) => app.log.error(e));
    app.addHook('onClose', async () => pushes.stop());
  }
  registerPortalShell(app);
  // List results are cached until their table changes (engine/query-cache.ts).
  const stopCache = await startResultCache(opts.database);
  app.addHook('onClose', stopCache);

  if (opts.webDist && existsSync(join(opts.webDist, 'index.html'))) {
    // Precompressed brotli/gzip copies, hashed assets immutable, the shell no-cache (web-static.ts).
    await app.register(fastifyStatic, webStaticOptions(opts.webDist));
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = req.ctx?.lang ?? 'vi';
    const path = req.url.split('?')[0] ?? '';
    // A missing built file (an old chunk after a redeploy) is a 404, never the HTML shell: the web app
    // then knows to reload instead of running HTML as a script. The path as the static files read it.
    const file = safeDecode(path);
    const isFile = file === '/assets' || file.startsWith('/assets/') || /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|json|txt|br|gz)$/i.test(file);
    if (path.startsWith('/api') || isFile || req.method !== 'GET' || !opts.webDist || !existsSync(join(opts.webDist, 'index.html'))) {
      return reply.status(404).send({ success: false, message: translate(lang, 'error.routeNotFound', { path }) });
    }
    // Client-side routes: the web app renders them (including its own "Page Not Found").
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
