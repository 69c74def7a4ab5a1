/**
 * Activity, request and system logs (spec §7 /activity-log, /request-log, /system_log): lists
 * with filters, xlsx exports, the request-log hook (bounded) and the system-log writer for server
 * errors. Refused permissions (403) are written to the activity log.
 */
import { canDo, type Lang, resourceByName, translate } from '@portal/domain';
import { type SQL, and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLog, systemLog } from '../../auth/tables.js';
import type { Database } from '../../db/client.js';
import { activityLog } from '../../db/tables.js';
import { writeActivity } from '../../engine/activity.js';
import { estimateRows, totalFor } from '../../engine/count.js';
import { type Ctx, authorize, requireUser } from '../../engine/context.js';
import { isRecordVisible } from '../../engine/access.js';
import { AppError, forbidden } from '../../engine/errors.js';
import { type ColumnSpec, sendXlsx } from '../../engine/xlsx.js';
import { storedSystemLogText } from '../../jobs/system-log.js';

/** Rows kept in the request log; older ones are pruned now and then. */
export const REQUEST_LOG_KEEP = 100_000;
const EXPORT_CAP = 50_000;
const INT_RE = /^[1-9]\d{0,14}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?/;

type Q = Record<string, unknown>;
const str = (q: Q, k: string): string | undefined => (typeof q[k] === 'string' && q[k] !== '' ? (q[k] as string) : undefined);
const bad = (field: string) => new AppError(400, 'error.invalidFilter', { field }, [{ field, key: 'error.invalidFilter', params: { field } }]);

function paging(q: Q, max = 500): { page: number; limit: number; offset: number } {
  const page = str(q, 'page') ?? '1';
  const limit = str(q, 'limit') ?? '40';
  if (!INT_RE.test(page)) throw bad('page');
  if (!INT_RE.test(limit) || Number(limit) > max) throw bad('limit');
  return { page: Number(page), limit: Number(limit), offset: (Number(page) - 1) * Number(limit) };
}

function dateBound(q: Q, key: string, end: boolean): Date | undefined {
  const v = str(q, key);
  if (v === undefined) return undefined;
  if (!DATE_RE.test(v)) throw bad(key);
  const d = v.length === 10 ? new Date(`${v}T${end ? '23:59:59.999' : '00:00:00'}+07:00`) : new Date(v.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) throw bad(key);
  return d;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** created_date range from f_date_from/f_date_to (or from_date/to_date) */
function dateRange(q: Q, col: AnyPgColumn): SQL[] {
  const out: SQL[] = [];
  const from = dateBound(q, str(q, 'f_date_from') ? 'f_date_from' : 'from_date', false);
  const to = dateBound(q, str(q, 'f_date_to') ? 'f_date_to' : 'to_date', true);
  if (from) out.push(gte(col, from));
  if (to) out.push(lte(col, to));
  return out;
}

function intFilter(q: Q, key: string, col: AnyPgColumn): SQL[] {
  const v = str(q, key);
  if (v === undefined) return [];
  if (!INT_RE.test(v)) throw bad(key);
  return [eq(col, Number(v))];
}

function textFilter(q: Q, key: string, col: AnyPgColumn, max = 120): SQL[] {
  const v = str(q, key);
  if (v === undefined) return [];
  if (v.length > max) throw bad(key);
  return [eq(col, v)];
}

function search(q: Q, expr: SQL): SQL[] {
  const v = str(q, 'q');
  if (v === undefined) return [];
  if (v.length > 200) throw bad('q');
  return v
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((w) => sql`f_unaccent(lower(${expr})) LIKE '%' || f_unaccent(lower(${escapeLike(w)})) || '%'`);
}

/**
 * Who may read activity logs: holders of the SYSTEM_LOG right, or, for the history of one record
 * (f_activity_context + f_record_id, as the entity screens ask), whoever may view that entity.
 */
async function authorizeActivity(ctx: Ctx, q: Q): Promise<void> {
  const user = requireUser(ctx);
  if (canDo(user.ability, 'view', 'SYSTEM_LOG')) return;
  const r = resourceByName.get(str(q, 'f_activity_context') ?? '');
  const id = str(q, 'f_record_id');
  // A record's history shows its data (origin and updated values): only to who may read the record
  // itself under its access rule, in the admin view or the portal's (issue 11: no side channels).
  if (r && id && /^[1-9]\d{0,14}$/.test(id) && (await isRecordVisible(ctx, r, Number(id), { isCms: true }))) return;
  throw forbidden();
}

function activityWhere(q: Q): SQL | undefined {
  const t = activityLog;
  const res = str(q, 'f_result');
  if (res !== undefined && !['SUCCESS', 'FAILED', 'DENIED'].includes(res)) throw bad('f_result');
  return and(
    ...intFilter(q, 'f_user_id', t.user_id),
    ...textFilter(q, 'f_module', t.module),
    ...textFilter(q, 'f_action', t.action, 40),
    ...(res ? [eq(t.result, res)] : []),
    ...textFilter(q, 'f_activity_context', t.activity_context),
    ...textFilter(q, 'f_table_name', t.table_name),
    ...intFilter(q, 'f_record_id', t.record_id),
    ...dateRange(q, t.created_date),
    ...search(
      q,
      sql`coalesce(${t.search_logs_value}, '') || ' ' || coalesce(${t.username}, '') || ' ' || coalesce(${t.description}, '') || ' ' || coalesce(${t.message}, '')`,
    ),
  );
}

function requestWhere(q: Q): SQL | undefined {
  const t = requestLog;
  const method = str(q, 'f_method');
  if (method !== undefined && !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) throw bad('f_method');
  const status = str(q, 'f_status');
  if (status !== undefined && !/^[1-5]\d\d$/.test(status)) throw bad('f_status');
  return and(
    ...intFilter(q, 'f_user_id', t.user_id),
    ...(method ? [eq(t.method, method)] : []),
    ...(status ? [eq(t.status, Number(status))] : []),
    ...textFilter(q, 'f_ip', t.ip, 64),
    ...dateRange(q, t.created_date),
    ...search(q, sql`${t.path} || ' ' || coalesce(${t.username}, '')`),
  );
}

export const SYSTEM_LOG_LEVELS = ['info', 'warn', 'error'] as const;

function systemWhere(q: Q): SQL | undefined {
  const t = systemLog;
  const level = str(q, 'f_level');
  if (level !== undefined && !(SYSTEM_LOG_LEVELS as readonly string[]).includes(level)) throw bad('f_level');
  return and(
    ...(level ? [eq(t.level, level)] : []),
    ...intFilter(q, 'f_user_id', t.user_id),
    ...dateRange(q, t.created_date),
    ...search(q, sql`${t.message} || ' ' || coalesce(${t.path}, '')`),
  );
}

/**
 * Activity-log rows about one kind of event (e.g. the feedback access history: `open` rows of
 * feedback), with the activity log's filters and paging; the caller checks who may read them.
 */
export async function listActivityOf(database: Database, q: Q, base: SQL[]) {
  return listLog(database, activityLog as unknown as LogTable, and(...base, activityWhere(q)), q);
}

// biome-ignore lint/suspicious/noExplicitAny: the three log tables share only id and created_date
type LogTable = PgTableWithColumns<any>;

async function listLog(database: Database, t: LogTable, where: SQL | undefined, q: Q) {
  const { page, limit, offset } = paging(q);
  const db = database.db;
  const [items, estimate] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.created_date as AnyPgColumn), desc(t.id as AnyPgColumn))
      .limit(limit)
      .offset(offset),
    estimateRows(database, t, where),
  ]);
  // Logs grow by the hundred thousand: the same totals as every list (ADR 0002), exact up to 10,000.
  const total = await totalFor(database, t, where, { offset, take: limit, got: items.length }, estimate);
  return { items, totalRows: total.totalRows, page, limit, ...(total.isTotalEstimated && { isTotalEstimated: true as const }) };
}

const EXPORT_BATCH = 2000;

/** The rows of an export, newest first, at most EXPORT_CAP, read by id ranges of EXPORT_BATCH. */
async function* exportRows(database: Database, t: LogTable, where: SQL | undefined): AsyncGenerator<Record<string, unknown>[]> {
  const id = t.id as AnyPgColumn;
  let last: number | null = null;
  for (let sent = 0; sent < EXPORT_CAP; ) {
    const rows = (await database.db
      .select()
      .from(t)
      .where(and(where, last === null ? undefined : lt(id, last)))
      .orderBy(desc(id))
      .limit(Math.min(EXPORT_BATCH, EXPORT_CAP - sent))) as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows;
    sent += rows.length;
    last = Number(rows[rows.length - 1]?.id);
  }
}

/** An export column with its header in both languages; the caller's language picks one. */
type LogColumn = Omit<ColumnSpec, 'header'> & { header: { vi: string; en: string } };
const headersIn = (columns: LogColumn[], lang: 'vi' | 'en'): ColumnSpec[] => columns.map((c) => ({ ...c, header: c.header[lang] }));

const ACTIVITY_COLUMNS: LogColumn[] = [
  { key: 'created_date', header: { vi: 'Thời gian', en: 'Time' } },
  { key: 'username', header: { vi: 'Người dùng', en: 'User' } },
  { key: 'module', header: { vi: 'Chức năng', en: 'Module' } },
  { key: 'action', header: { vi: 'Thao tác', en: 'Action' } },
  { key: 'result', header: { vi: 'Kết quả', en: 'Result' } },
  { key: 'ip', header: { vi: 'IP', en: 'IP' } },
  { key: 'browser', header: { vi: 'Trình duyệt', en: 'Browser' } },
  { key: 'device', header: { vi: 'Thiết bị', en: 'Device' } },
  { key: 'description', header: { vi: 'Mô tả', en: 'Description' }, width: 40 },
  { key: 'activity_context', header: { vi: 'Ngữ cảnh', en: 'Context' } },
  { key: 'suffix', header: { vi: 'Hậu tố', en: 'Suffix' } },
  { key: 'message', header: { vi: 'Thông điệp', en: 'Message' }, width: 40 },
  { key: 'table_name', header: { vi: 'Bảng', en: 'Table' } },
  { key: 'record_id', header: { vi: 'Bản ghi', en: 'Record' } },
  { key: 'origin_data', header: { vi: 'Dữ liệu gốc', en: 'Origin data' }, width: 50 },
  { key: 'updated_data', header: { vi: 'Dữ liệu cập nhật', en: 'Updated data' }, width: 50 },
];
const REQUEST_COLUMNS: LogColumn[] = [
  { key: 'created_date', header: { vi: 'Thời gian', en: 'Time' } },
  { key: 'method', header: { vi: 'Phương thức', en: 'Method' } },
  { key: 'path', header: { vi: 'Đường dẫn', en: 'Path' }, width: 50 },
  { key: 'status', header: { vi: 'Mã trạng thái', en: 'Status' } },
  { key: 'duration_ms', header: { vi: 'Thời lượng (ms)', en: 'Duration (ms)' } },
  { key: 'username', header: { vi: 'Người dùng', en: 'User' } },
  { key: 'ip', header: { vi: 'IP', en: 'IP' } },
  { key: 'user_agent', header: { vi: 'Trình duyệt (user agent)', en: 'User agent' }, width: 50 },
];
const SYSTEM_COLUMNS: LogColumn[] = [
  { key: 'created_date', header: { vi: 'Thời gian', en: 'Time' } },
  { key: 'level', header: { vi: 'Mức', en: 'Level' } },
  { key: 'message', header: { vi: 'Thông điệp', en: 'Message' }, width: 60 },
  { key: 'method', header: { vi: 'Phương thức', en: 'Method' } },
  { key: 'path', header: { vi: 'Đường dẫn', en: 'Path' }, width: 50 },
  { key: 'user_id', header: { vi: 'Người dùng', en: 'User' } },
  { key: 'ip', header: { vi: 'IP', en: 'IP' } },
  { key: 'stack', header: { vi: 'Ngăn xếp lỗi', en: 'Stack' }, width: 80 },
];

export function registerLogRoutes(app: FastifyInstance): void {
  const tags = ['system.logs'];
  app.get('/api/v1/activity-log', {
    schema: { tags, summary: 'Activity log: f_user_id, f_module, f_action, f_result, f_activity_context, f_record_id, f_date_from, f_date_to, q' },
    handler: async (req) => {
      const q = req.query as Q;
      await authorizeActivity(req.ctx, q);
      return { success: true, data: await listLog(req.ctx.database, activityLog as unknown as LogTable, activityWhere(q), q) };
    },
  });
  app.get('/api/v1/activity-log/export', {
    schema: { tags, summary: 'Activity log as xlsx (same filters)' },
    handler: async (req, reply) => {
      const q = req.query as Q;
      authorize(req.ctx, 'view', 'SYSTEM_LOG');
      const where = activityWhere(q);
      return sendXlsx(reply, 'activity_log', headersIn(ACTIVITY_COLUMNS, req.ctx.lang), exportRows(req.ctx.database, activityLog as unknown as LogTable, where));
    },
  });
  // Request and system logs: the same list and xlsx export, for administrators with "view all".
  const kinds = [
    { path: 'request-log', name: 'request_log', label: 'Request log: f_user_id, f_method, f_status, f_ip, f_date_from, f_date_to, q', table: requestLog, where: requestWhere, columns: REQUEST_COLUMNS },
    { path: 'system_log', name: 'system_log', label: 'System log (start, stop, migrations, jobs, sync runs, errors): f_level (info, warn, error), f_user_id, f_date_from, f_date_to, q', table: systemLog, where: systemWhere, columns: SYSTEM_COLUMNS },
  ] as const;
  for (const k of kinds) {
    const table = k.table as unknown as LogTable;
    app.get(`/api/v1/${k.path}`, {
      schema: { tags, summary: k.label },
      handler: async (req) => {
        const q = req.query as Q;
        authorize(req.ctx, 'viewAll', 'SYSTEM_LOG');
        if (k.table === requestLog) await flushRequestLog(req.ctx.database);
        const page = await listLog(req.ctx.database, table, k.where(q), q);
        return { success: true, data: k.table === systemLog ? { ...page, items: page.items.map((row) => inLanguage(row, req.ctx.lang)) } : page };
      },
    });
    app.get(`/api/v1/${k.path}/export`, {
      schema: { tags, summary: `${k.label.split(':')[0]} as xlsx` },
      handler: async (req, reply) => {
        authorize(req.ctx, 'viewAll', 'SYSTEM_LOG');
        if (k.table === requestLog) await flushRequestLog(req.ctx.database);
        const rows = exportRows(req.ctx.database, table, k.where(req.query as Q));
        return sendXlsx(reply, k.name, headersIn(k.columns, req.ctx.lang), k.table === systemLog ? localized(rows, req.ctx.lang) : rows);
      },
    });
  }
}

/** A system-log row as its reader reads it: the message in their language (jobs/system-log.ts), without the key it came from. */
function inLanguage(row: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const { message_key, message_params, ...rest } = row;
  return { ...rest, message: storedSystemLogText(lang, { message: String(row.message ?? ''), message_key: message_key as string | null, message_params }) };
}

async function* localized(batches: AsyncGenerator<Record<string, unknown>[]>, lang: Lang): AsyncGenerator<Record<string, unknown>[]> {
  for await (const rows of batches) yield rows.map((row) => inLanguage(row, lang));
}


/**
 * Request-log rows are written in batches, not one INSERT per call: rows wait at most
 * FLUSH_MS (or until FLUSH_ROWS are pending) and go in one multi-row INSERT. A flush also runs
 * before the request log is read and when the server closes, so nothing is lost on shutdown. If
 * the database refuses, the rows are dropped with a warning rather than piling up in memory.
 */
export const REQUEST_LOG_FLUSH_MS = 200;
const FLUSH_ROWS = 500;
const MAX_PENDING = 20_000;

type Writer = { pending: RequestLogRow[]; timer: NodeJS.Timeout | null; running: Promise<void>; sincePrune: number };
const writers = new WeakMap<Database, Writer>();

type RequestLogRow = {
  created_date: Date;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  user_id: number | null;
  username: string | null;
  ip: string;
  user_agent: string;
};

/**
 * One statement of fixed text for a batch: each column's values as one array parameter, unnested
 * into rows. drizzle's multi-row insert rendered every value of every row (nine parameters a row,
 * each tested against its column's types): about a fifteenth of the server's time on gets.
 */
function insertRequestLog(database: Database, rows: RequestLogRow[]): Promise<unknown> {
  return database.query(
    `insert into request_log (created_date, method, path, status, duration_ms, user_id, username, ip, user_agent)
     select * from unnest($1::timestamptz[], $2::varchar[], $3::varchar[], $4::int[], $5::int[], $6::bigint[], $7::varchar[], $8::varchar[], $9::varchar[])`,
    [
      rows.map((r) => r.created_date.toISOString()),
      rows.map((r) => r.method),
      rows.map((r) => r.path),
      rows.map((r) => r.status),
      rows.map((r) => r.duration_ms),
      rows.map((r) => r.user_id),
      rows.map((r) => r.username),
      rows.map((r) => r.ip),
      rows.map((r) => r.user_agent),
    ],
  );
}

/**
 * Drops all but the newest `keep` request-log rows. The bound is read first and passed as a value:
 * as a subquery in the DELETE (`id < (SELECT max(id) - n ...)`) the planner could not tell how many
 * rows it leaves and read the whole table (54 ms for 100,000 rows, every 1,000 requests); with the
 * value it reads the pruned range on the primary key (a few ms).
 */
export async function pruneRequestLog(database: Database, keep = REQUEST_LOG_KEEP): Promise<void> {
  const [top] = await database.query<{ m: string | number | null }>('SELECT max(id) AS m FROM request_log');
  const bound = Number(top?.m ?? 0) - keep;
  if (bound > 0) await database.db.delete(requestLog).where(lt(requestLog.id, bound + 1));
}

/** Writes whatever request-log rows are waiting (the request-log list calls this first). */
export function flushRequestLog(database: Database, warn: (e: unknown) => void = () => undefined): Promise<void> {
  const w = writers.get(database);
  if (!w) return Promise.resolve();
  if (w.timer) {
    clearTimeout(w.timer);
    w.timer = null;
  }
  const rows = w.pending.splice(0);
  // One batch at a time, in order.
  w.running = w.running.then(async () => {
    if (rows.length === 0) return;
    try {
      for (let i = 0; i < rows.length; i += FLUSH_ROWS) await insertRequestLog(database, rows.slice(i, i + FLUSH_ROWS));
      w.sincePrune += rows.length;
      if (w.sincePrune >= 1000) {
        w.sincePrune = 0;
        await pruneRequestLog(database);
      }
    } catch (e) {
      warn(e);
    }
  });
  return w.running;
}

/** Records one request-log row per API call, after the answer went out. */
export function registerRequestLog(app: FastifyInstance, database: Database): void {
  // REQUEST_LOG=off for load tests that measure the API without its audit trail.
  if (process.env.REQUEST_LOG === 'off') return;
  const w: Writer = { pending: [], timer: null, running: Promise.resolve(), sincePrune: 0 };
  writers.set(database, w);
  const warn = (e: unknown) => app.log.warn({ err: e }, 'request log write failed');
  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path === '/api/health') return;
    if (w.pending.length >= MAX_PENDING) w.pending.shift();
    w.pending.push({
      created_date: req.ctx?.now() ?? new Date(),
      method: req.method.slice(0, 10),
      path: path.slice(0, 500),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime),
      user_id: req.ctx?.user?.id ?? null,
      username: req.ctx?.user?.username?.slice(0, 100) ?? null,
      ip: req.ip.slice(0, 64),
      user_agent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    });
    if (w.pending.length >= FLUSH_ROWS) void flushRequestLog(database, warn);
    else if (!w.timer) {
      w.timer = setTimeout(() => void flushRequestLog(database, warn), REQUEST_LOG_FLUSH_MS);
      w.timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    await flushRequestLog(database, warn);
  });
}

/**
 * Driver errors quote the failed query with its parameters, which may be password hashes, reset
 * token hashes or personal data: the log keeps the query and drops the values.
 */
export const redact = (text: string) => text.replace(/\bparams: [^\n]*/g, 'params: [redacted]');

/** A server error, for the system log; never throws (the error answer must still go out). */
export async function logServerError(req: FastifyRequest, err: unknown): Promise<void> {
  try {
    const e = err as Error;
    await req.ctx.database.db.insert(systemLog).values({
      created_date: req.ctx.now(),
      level: 'error',
      message: redact(String(e?.message ?? err)).slice(0, 1000),
      stack: typeof e?.stack === 'string' ? redact(e.stack).slice(0, 10_000) : null,
      method: req.method.slice(0, 10),
      path: (req.url.split('?')[0] ?? '').slice(0, 500),
      user_id: req.ctx.user?.id ?? null,
      ip: req.ip.slice(0, 64),
    });
  } catch (e) {
    req.log.error({ err: e }, 'system log write failed');
  }
}

/** A refused permission, for the activity log (result DENIED). */
export async function logDenied(req: FastifyRequest): Promise<void> {
  try {
    await writeActivity(req.ctx.database.db, req.ctx, {
      module: 'auth',
      action: 'forbidden',
      result: 'DENIED',
      origin: null,
      updated: null,
      description: `${req.method} ${(req.url.split('?')[0] ?? '').slice(0, 400)}`,
      message: translate(req.ctx.lang, 'error.forbidden'),
    });
  } catch (e) {
    req.log.error({ err: e }, 'activity log write failed');
  }
}
