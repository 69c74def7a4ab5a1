/**
 * Load scenarios: what a signed-in user's browser asks for, and for each the SQL the server runs,
 * issued straight through the driver for the floor. List SQL is built with the engine's own query
 * pieces (table, where, order), so the floor is the same SQL the server sends.
 */
import { verify } from '@node-rs/argon2';
import { buildAbility, parseListQuery, type Resource, resourceByName } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../packages/server/src/db/client.js';
import { tableFor } from '../packages/server/src/db/tables.js';
import type { Ctx } from '../packages/server/src/engine/context.js';
import { jsonPages, listPage, readRecordJson, selection } from '../packages/server/src/engine/service.js';
import { accessConditions, accessScope } from '../packages/server/src/engine/access.js';
import { installModules } from '../packages/server/src/engine/module.js';
// The modules hold the read scopes (released news for staff) the server applies: installed as the app does.
import { modules } from '../packages/server/src/modules/index.js';
import { portalHome } from '../packages/server/src/modules/portal/portal-routes.js';
import { hrScenarios } from './scenarios-hr.js';

export type Req = { method?: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown };
export type Scenario = {
  name: string;
  /** Who calls: the admin (default) or the demo staff account (the portal's released scope). */
  as?: 'admin' | 'staff';
  note?: string;
  seconds?: number;
  connections?: number;
  /** Workers of the floor when it is not `--connections` (a one-caller target: 1). */
  floorConnections?: number;
  prepare?: (db: Database) => Promise<void>;
  request: (n: number) => Req;
  sql?: (db: Database, n: number) => Promise<unknown>;
};

const col = (t: ReturnType<typeof tableFor>, n: string) => t[n] as AnyPgColumn;

const selectionOf = (r: Resource, isList = false) => selection(r, tableFor(r), isList);

/**
 * The floor's "now" for the released scope: one moment for the whole run, as the server's scope
 * compares with the moment of its current release window (read-scope.ts `releaseNow`: fixed until
 * the next release or expiry, or a write). A clock read per call changed the statement's text each
 * second, and each new text was parsed and planned again on every connection: the floor then paid
 * what the server does not. Taken at the first use, after the data is generated (the generator
 * releases news up to its own "now", which a moment taken at load would leave out).
 */
let floorMoment: Date | undefined;
const floorNow = (): Date => {
  floorMoment ??= new Date(Math.floor(Date.now() / 1000) * 1000);
  return floorMoment;
};

/**
 * A signed-in staff member (the demo role: view rights, no admin view) for the floor's read scope:
 * the same conditions the server adds for the staff account (released news at the floor's moment).
 */
export const staffCtx = (db: Database): Ctx => ({
  database: db,
  user: { id: 4, username: 'staff', roleIds: [], ability: buildAbility([{ action: 'view', subject: 'NEWS' }]) },
  lang: 'vi',
  ip: '127.0.0.1',
  userAgent: 'bench',
  now: floorNow,
});

/**
 * The list call's statements (page, planner estimate, and the count when it is cheap), as the engine
 * issues them; `as: 'staff'` adds the staff read scope, built per call as the server does.
 */
export function listSql(r: Resource, qs: string, as: 'admin' | 'staff' = 'admin') {
  const parsed = parseListQuery(r, Object.fromEntries(new URLSearchParams(qs)));
  if (!parsed.ok) throw new Error(`bad scenario query ${qs}: ${JSON.stringify(parsed.issues)}`);
  const q = parsed.query;
  const t = tableFor(r);
  return async (db: Database) => {
    const scope = as === 'staff' ? accessScope(staffCtx(db), r, t, 'read') : { conditions: [] };
    // The engine's statements for the page (a deep page from the day roll-up, ADR 0014; a search of common words from their bitmaps, ADR 0015),
    // its records as the JSON text the list route sends (ADR 0016).
    return (await listPage(db, r, q, scope.conditions, 'positions' in scope ? scope.positions : undefined, jsonPages)).total;
  };
}

/** A list as a staff member reads it in the portal: no admin view, the released scope. */
function staffList(name: string, r: Resource, qs: string): Scenario {
  return { name, as: 'staff', request: () => ({ path: `/api/v1/${r.path}${qs ? `?${qs}` : ''}` }), sql: listSql(r, qs, 'staff') };
}

/** The rare multi-word search of issue 17, as typed with and without diacritics. */
export const RARE_SEARCH = 'tin tuc noi bo so khen thuong hoi nghi tong';
export const RARE_SEARCH_VI = 'tin tức nội bộ sơ khen thưởng hội nghị tổng';

/**
 * Issue 17: news as staff read them (names start with "staff "): released scope, request log on as
 * in production, gzip accepted, each with its floor. Run with `--cache both`.
 */
export function staffScenarios(): Scenario[] {
  const news = resourceByName.get('news');
  if (!news) return [];
  const t = tableFor(news);
  const list: Scenario[] = [
    staffList('staff news page 1', news, ''),
    staffList('staff news page 200', news, 'page=200'),
    staffList('staff news page 10000', news, 'page=10000'),
    staffList('staff search rare, no diacritics', news, `q=${encodeURIComponent(RARE_SEARCH)}`),
    staffList('staff search rare, diacritics', news, `q=${encodeURIComponent(RARE_SEARCH_VI)}`),
    staffList('staff search common "tin tuc"', news, `q=${encodeURIComponent('tin tuc')}`),
    staffList('staff filter + sort (type, publish_date desc)', news, 'f_type_id=2&order=publish_date%20desc'),
  ];
  // Get by id: random released news (a staff member opens what the portal lists).
  let ids: number[] = [];
  const idOf = (n: number) => ids[(n * 7919) % ids.length] as number;
  list.push({
    name: 'staff get news by random id',
    as: 'staff',
    prepare: async (db) => {
      if (ids.length > 0) return;
      const scope = and(...accessConditions(staffCtx(db), news, t, 'read'), eq(col(t, 'state'), 'ACTIVE'));
      const rows = await db.db
        .select({ id: col(t, 'id') })
        .from(t)
        .where(scope)
        .orderBy(sql`random()`)
        .limit(20_000);
      ids = rows.map((r) => Number(r.id));
      if (ids.length === 0) throw new Error('staff scenarios: no released news');
    },
    request: (n) => ({ path: `/api/v1/news/${idOf(n)}` }),
    // The engine's statement for a get: the record's JSON under the reader's scope (service.ts
    // `readRecordJson`), one statement per get. The server sends gets that arrive in one turn of its
    // event loop as one statement (ADR 0016 decision 12); the floor's 50 workers would all ask in the
    // same instant, without HTTP spreading them, and batch 50 ids at a time, a bound no server fed by
    // a network meets. So the floor is the per-request statement, and the server may beat it.
    sql: (db, n) => readRecordJson(staffCtx(db), news, idOf(n), { isAlone: true }),
  });
  return list;
}

function listScenario(name: string, path: string, qs: string, note?: string): Scenario {
  const r = resourceByName.get(path === 'news' ? 'news' : path) ?? resourceByName.get('office');
  const res = r as Resource;
  // The admin view (f_is_get_all_cms=1): an admin's read scope adds no conditions, so the floor SQL is the same.
  return { name, note, request: () => ({ path: `/api/v1/${res.path}?f_is_get_all_cms=1${qs ? `&${qs}` : ''}` }), sql: listSql(res, qs) };
}

/** `full`: every staff scenario; the quick (CI smoke) run keeps two of them, enough to exercise the staff scope. */
export function scenarios(opts: { full?: boolean } = {}): Scenario[] {
  installModules(modules);
  const news = resourceByName.get('news');
  const office = resourceByName.get('office') as Resource;
  const main = news ?? office;
  const mainPath = main.path;
  const list: Scenario[] = [];
  list.push(listScenario(`list ${mainPath} page 1 (default sort)`, main.name, ''));
  list.push(listScenario(`list ${mainPath} deep page (page 200, limit 40)`, main.name, 'page=200&limit=40'));
  if (news) {
    list.push(listScenario('filter + sort news (type, status, publish_date desc)', 'news', 'f_status=PUBLISH&f_type_id=2&order=publish_date%20desc'));
    list.push(listScenario('search news q="tin tuc"', 'news', `q=${encodeURIComponent('tin tuc')}`));
  } else {
    list.push(listScenario('filter + sort offices', 'office', 'f_type=BRANCH&order=name%20asc'));
    list.push(listScenario('search offices q="chi nhanh"', 'office', `q=${encodeURIComponent('chi nhanh')}`));
  }

  // The portal home: one call gathering every region (news sliders, latest per type, library, ads),
  // as staff see it (released items only). The floor runs the same function without HTTP.
  if (news) {
    list.push({
      name: 'portal home (every region, released news)',
      request: () => ({ path: '/api/v1/portal/home' }),
      sql: (db) =>
        portalHome(
          {
            database: db,
            user: { id: 1, username: 'admin', roleIds: [], ability: buildAbility([{ action: 'manage', subject: 'all' }]), isAdmin: true },
            lang: 'vi',
            ip: '127.0.0.1',
            userAgent: 'bench',
            now: () => new Date(),
          },
          'desktop',
        ),
    });
  }

  // Get by id over the whole id range.
  let range = { min: 1, max: 1 };
  const mt = tableFor(main);
  list.push({
    name: `get ${mainPath} by id`,
    prepare: async (db) => {
      const [r] = await db.query<{ min: number; max: number }>(`SELECT min(id)::int AS min, max(id)::int AS max FROM "${main.name}"`);
      range = { min: r?.min ?? 1, max: r?.max ?? 1 };
    },
    request: (n) => ({ path: `/api/v1/${mainPath}/${range.min + ((n * 7919) % (range.max - range.min + 1))}?f_is_get_all_cms=1` }),
    sql: (db, n) =>
      db.db
        .select(selectionOf(main))
        .from(mt)
        .where(eq(col(mt, 'id'), range.min + ((n * 7919) % (range.max - range.min + 1))))
        .limit(1),
  });

  // Create: an office per request (the write path: validate, insert, activity log, in a transaction).
  const ot = tableFor(office);
  const officeBody = (n: number) => ({ type: 'BRANCH', name: `Chi nhánh thử tải ${n}`, name_en: `Load test branch ${n}`, address: 'Số 10 Mai Chí Thọ, TP. Hồ Chí Minh', province: 'TP. Hồ Chí Minh' });
  list.push({
    name: 'create office',
    request: (n) => ({ method: 'POST', path: '/api/v1/office', body: officeBody(n) }),
    sql: (db, n) =>
      db.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ot)
          .values({ ...officeBody(n + 10_000_000), created_by: 1, updated_by: 1 })
          .returning(selectionOf(office));
        await tx.execute(
          sql`INSERT INTO activity_log (user_id, username, module, action, ip, table_name, record_id, updated_data) VALUES (1, 'admin', 'portal.offices', 'create', '127.0.0.1', 'office', ${(row as { id: number }).id}, ${JSON.stringify(row)}::jsonb)`,
        );
      }),
  });

  // Status change: news toggled WAITING <-> REJECT (both allowed moves), each id in turn.
  if (news) {
    const nt = tableFor(news);
    let ids: number[] = [];
    const state = new Map<number, string>();
    const next = (id: number) => {
      const cur = state.get(id) ?? 'WAITING';
      const to = cur === 'WAITING' ? 'REJECT' : 'WAITING';
      state.set(id, to);
      return { cur, to };
    };
    list.push({
      name: 'status change news (WAITING <-> REJECT)',
      prepare: async (db) => {
        state.clear();
        await db.exec(`UPDATE news SET status = 'WAITING' WHERE id IN (SELECT id FROM news ORDER BY id DESC LIMIT 4000)`);
        ids = (await db.query<{ id: number }>(`SELECT id::int AS id FROM news WHERE status = 'WAITING' ORDER BY id DESC LIMIT 4000`)).map((r) => r.id);
      },
      request: (n) => {
        const id = ids[2000 + (n % 2000)] as number;
        const { to } = next(id);
        // Rejecting needs a reason (issue 12).
        return { method: 'POST', path: `/api/v1/news/${id}/status`, body: to === 'REJECT' ? { status: to, reason: 'Cần chỉnh sửa' } : { status: to } };
      },
      sql: async (db, n) => {
        const id = ids[n % 2000] as number;
        const { cur, to } = next(id);
        await db.db.transaction(async (tx) => {
          await tx
            .update(nt)
            .set({ status: to, updated_by: 1, updated_date: new Date() })
            .where(and(eq(col(nt, 'id'), id), eq(col(nt, 'status'), cur)));
          await tx.execute(
            sql`INSERT INTO activity_log (user_id, username, module, action, ip, table_name, record_id, origin_data, updated_data, suffix) VALUES (1, 'admin', 'portal.news', 'status', '127.0.0.1', 'news', ${id}, ${JSON.stringify({ status: cur })}::jsonb, ${JSON.stringify({ status: to })}::jsonb, 'status')`,
          );
        });
      },
    });
  }

  // Sign-in: argon2id verification dominates by design (it is meant to be slow for attackers).
  // Many accounts take turns: concurrent sign-ins of one account count as guesses in flight.
  let hash = '';
  let signers: string[] = [];
  list.push({
    name: 'login (argon2id)',
    note: 'argon2id costs ~tens of ms of CPU per sign-in by design',
    connections: 4,
    prepare: async (db) => {
      const [r] = await db.query<{ password_hash: string }>(`SELECT password_hash FROM account WHERE username = 'admin'`);
      hash = r?.password_hash ?? '';
      signers = (
        await db.query<{ username: string }>(
          `UPDATE account SET password_hash = $1, account_status = 'ACTIVE', state = 'ACTIVE'
            WHERE id IN (SELECT id FROM account WHERE username LIKE 'bench\\_%' ORDER BY id LIMIT 200) RETURNING username`,
          [hash],
        )
      ).map((r) => r.username);
    },
    request: (n) => ({ method: 'POST', path: '/api/v1/auth/login', body: { username: signers[n % signers.length], password: 'Bench@123456' } }),
    sql: async (db) => {
      await db.query(`SELECT * FROM account WHERE lower(username) = lower('admin') LIMIT 1`);
      await verify(hash, 'Bench@123456');
    },
  });
  const QUICK_STAFF = new Set(['staff news page 1', 'staff search rare, diacritics']);
  list.push(...staffScenarios().filter((x) => opts.full || QUICK_STAFF.has(x.name)));
  list.push(...hrScenarios());
  return list;
}
