/**
 * The calls as the spec makes them (spec §7, issue 37): payloads wrapped in `params`, encoded or
 * not, and the PUT marker, on a sample of routes (a create, an update by PUT, a list with filters)
 * give what the plain form gives; a malformed one is a 400 in the caller's language and writes
 * nothing; the status changes the spec gives as PUT answer on PUT; the spec's missing paths answer
 * the right role and refuse the wrong one; the list filters the spec names filter; a sync that finds
 * nothing new returns the run already waiting.
 */
import { describe, expect, it } from 'vitest';
import { decodeParams, plainBody, plainQuery } from '../../src/http/params.js';
import { dbKinds, useTestApp } from '../harness.js';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64');
const b64uri = (v: unknown) => Buffer.from(encodeURIComponent(JSON.stringify(v)), 'utf8').toString('base64url');
const uri = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('the params envelope, on its own', () => {
  it('reads JSON, URI-encoded JSON and base64 of either; refuses the rest', () => {
    const p = { name: 'Trụ sở Chu Lai', n: 1 };
    for (const text of [JSON.stringify(p), uri(p), b64(p), b64uri(p), b64(p).replace(/=+$/, '')]) expect(decodeParams(text)).toEqual(p);
    for (const bad of ['', 'abc%', 'bm90IGpzb24=', '{"a":', '%7B%22a%22']) expect(decodeParams(bad)).toBeUndefined();
    expect(plainBody({ params: p, _method: 'PUT' })).toEqual(p);
    expect(plainBody({ params: { ...p, _method: 'put' } })).toEqual(p);
    // Beside other keys, `params` is an unknown field for validation to refuse; another _method value stays.
    expect(plainBody({ params: p, x: 1 })).toEqual({ params: p, x: 1 });
    expect(plainBody({ a: 1, _method: 'DELETE' })).toEqual({ a: 1, _method: 'DELETE' });
    expect(() => plainBody({ params: 'nope' })).toThrow();
    expect(() => plainBody({ params: 12 })).toThrow();
    expect(plainQuery({ params: uri({ f_type: ['A', 'B'], page: 2, f_x: true }), page: '1' })).toEqual({ page: '1', f_type: 'A|B', f_x: 'true' });
    expect(plainQuery({ 'params[q]': 'abc', _method: 'PUT' })).toEqual({ q: 'abc' });
    expect(plainQuery({ q: 'x' })).toBeUndefined();
    expect(() => plainQuery({ params: '[1,2]' })).toThrow();
  });
});

describe.each(dbKinds(import.meta.url))('calls as the spec makes them on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const count = async (table: string, where = 'true', args: unknown[] = []) => Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, args))[0]?.n);
  const strip = (row: Record<string, unknown>) => {
    const { id: _i, created_date: _c, updated_date: _u, ordering: _o, ...rest } = row;
    return rest;
  };

  it('a create, an update by PUT with the marker and a filtered list give the plain result in every form', async () => {
    for (const u of ['admin', 'editor', 'staff', 'hr', 'hr.auto']) tok[u] = await t.login(u);
    const office = (name: string) => ({ type: 'BRANCH', name, name_en: `${name} EN`, address: 'Khu công nghiệp Chu Lai, Quảng Nam' });
    const forms = (p: Record<string, unknown>): unknown[] => [p, { params: p }, { params: JSON.stringify(p) }, { params: uri(p) }, { params: b64(p) }, { params: b64uri(p), _method: 'PUT' }];
    const made: Record<string, unknown>[] = [];
    for (const [i, body] of forms(office('Chi nhánh Tham Số')).entries()) {
      const res = await t.call(tok.editor as string, 'POST', '/api/v1/office', body);
      expect(res.status, `form ${i}: ${JSON.stringify(res.body)}`).toBe(200);
      made.push(res.body.data);
    }
    for (const row of made) expect(strip(row)).toEqual(strip(made[0] as Record<string, unknown>));
    // Updates by PUT: the marker beside params, inside it, or in a plain body.
    const id = made[1]?.id as number;
    const updates: unknown[] = [
      { address: 'Địa chỉ 1' },
      { params: { address: 'Địa chỉ 2' }, _method: 'PUT' },
      { params: { address: 'Địa chỉ 3', _method: 'PUT' } },
      { params: b64uri({ address: 'Địa chỉ 4', _method: 'PUT' }) },
      { address: 'Địa chỉ 5', _method: 'PUT' },
    ];
    for (const [i, body] of updates.entries()) {
      const res = await t.call(tok.editor as string, 'PUT', `/api/v1/office/${id}`, body);
      expect(res.status, `update ${i}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.address).toBe(`Địa chỉ ${i + 1}`);
    }
    // A filtered list: plain query, params= plain, URI- and base64-encoded, params[key]=.
    const q = { f_type: 'BRANCH', q: 'Tham So', order: 'id desc', limit: 3 };
    const plain = await t.call(tok.editor as string, 'GET', '/api/v1/office?f_type=BRANCH&q=Tham%20So&order=id%20desc&limit=3');
    expect(plain.status).toBe(200);
    expect(plain.body.data.items.length).toBe(3);
    for (const url of [
      `/api/v1/office?params=${uri(q)}`,
      `/api/v1/office?params=${encodeURIComponent(uri(q))}`,
      `/api/v1/office?params=${encodeURIComponent(b64(q))}`,
      `/api/v1/office?params=${b64uri(q)}`,
      '/api/v1/office?params[f_type]=BRANCH&params[q]=Tham%20So&params[order]=id%20desc&params[limit]=3',
    ]) {
      const res = await t.call(tok.editor as string, 'GET', url);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data).toEqual(plain.body.data);
    }
    // The language may come inside the envelope too.
    const en = await t.call(tok.editor as string, 'GET', `/api/v1/office?params=${uri({ f_type: 'NOPE', lang: 'en' })}`);
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/filter/i);
  });

  it('a malformed or strict-refused envelope is a 400 in the caller language and writes nothing', async () => {
    const before = await count('office');
    const name = { type: 'BRANCH', name: 'Không được ghi', address: 'x' };
    for (const [body, lang] of [
      [{ params: 'not-json-at-all!' }, 'vi'],
      [{ params: b64('just a string') }, 'en'],
      [{ params: '%7Bbroken' }, 'en'],
      [{ params: 42 }, 'vi'],
    ] as const) {
      const res = await t.call(tok.editor as string, 'POST', `/api/v1/office?lang=${lang}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(lang === 'vi' ? 'Giá trị "params" không hợp lệ: cần một đối tượng JSON, có thể mã hóa URI hoặc base64' : 'The "params" value is malformed: it must be a JSON object, optionally URI- or base64-encoded');
    }
    // Unknown keys of the unwrapped payload are still refused; so is params beside other keys.
    const unknown = await t.call(tok.editor as string, 'POST', '/api/v1/office?lang=en', { params: { ...name, hacker: 1 } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('hacker');
    const mixed = await t.call(tok.editor as string, 'POST', '/api/v1/office?lang=en', { params: name, type: 'BRANCH' });
    expect(mixed.status).toBe(400);
    const badQuery = await t.call(tok.editor as string, 'GET', '/api/v1/office?params=%7Bnope&lang=en');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toContain('malformed');
    expect(await count('office')).toBe(before);
  });

  it('status changes the spec gives as PUT answer on PUT (and POST), for the right role only', async () => {
    const brand = await t.call(tok.editor as string, 'POST', '/api/v1/trade-mark', { params: { type: 'PRODUCT', name: 'Thương hiệu PUT' } });
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);
    const id = brand.body.data.id as number;
    const denied = await t.call(tok.staff as string, 'PUT', `/api/v1/trade-mark/${id}/status`, { status: 'WAITING' });
    expect(denied.status).toBe(403);
    const put = await t.call(tok.editor as string, 'PUT', `/api/v1/trade-mark/${id}/status`, { params: { status: 'WAITING' }, _method: 'PUT' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.status).toBe('WAITING');
    expect(await count('trade_mark', 'id = $1 AND status = $2', [id, 'WAITING'])).toBe(1);
    // Every path the spec names as a status PUT is routed on PUT.
    const routes = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    for (const p of ['greetting-card', 'trade-mark', 'marketing', 'supports', 'message-of-bod', 'about', 'culture-thaco', 'internal-activity-member'])
      expect(routes, p).toContain(`PUT /api/v1/${p}/:id/status`);
    for (const p of ['internal-activity/member-status/:id', 'internal-activity/sent-noti/:id', 'internal-activity/setting-limit/:id']) {
      expect(routes, p).toContain(`PUT /api/v1/${p}`);
      expect(routes, p).toContain(`POST /api/v1/${p}`);
    }
    const [activity] = await t.database.query<{ id: string }>("SELECT id FROM internal_activity WHERE state = 'ACTIVE' ORDER BY id LIMIT 1");
    const limit = await t.call(tok.editor as string, 'PUT', `/api/v1/internal-activity/setting-limit/${activity?.id}`, { params: { registration_limit: 77 }, _method: 'PUT' });
    expect(limit.status, JSON.stringify(limit.body)).toBe(200);
    expect(await count('internal_activity', 'id = $1 AND registration_limit = 77', [activity?.id])).toBe(1);
    expect((await t.call(tok.staff as string, 'PUT', `/api/v1/internal-activity/setting-limit/${activity?.id}`, { registration_limit: 5 })).status).toBe(403);
  });

  it('answers the spec paths that were missing: right role 200, wrong role 403, no session 401', async () => {
    const role = await t.call(tok.admin as string, 'POST', '/api/v1/role', { name: 'Không quyền gì (spec calls)', permissions: {} });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const made = await t.call(tok.admin as string, 'POST', '/api/v1/user', { username: 'nobody.calls', full_name: 'Không Quyền', password: 'Khong-Quyen-2026', role_ids: [role.body.data.id] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    tok.nobody = await t.login('nobody.calls', 'Khong-Quyen-2026');
    const cases: [string, string, string][] = [
      ['/api/v1/notification-report', 'admin', 'staff'],
      ['/api/v1/notification-report?by=read', 'admin', 'nobody'],
      ['/api/v1/organization-tree', 'hr', 'nobody'],
      ['/api/v1/apps/booking_car', 'staff', 'nobody'],
      ['/api/v1/media', 'staff', ''],
      ['/api/files', 'staff', ''],
    ];
    for (const [url, right, wrong] of cases) {
      const ok = await t.call(tok[right] as string, 'GET', url);
      expect(ok.status, `${url} as ${right}: ${JSON.stringify(ok.body).slice(0, 300)}`).toBe(200);
      expect(ok.body.success).toBe(true);
      if (wrong) expect((await t.call(tok[wrong] as string, 'GET', url)).status, `${url} as ${wrong}`).toBe(403);
      expect((await t.call(null, 'GET', url)).status, url).toBe(401);
    }
    // The notification report counts the inbox the caller may read, by source by default.
    const report = await t.call(tok.admin as string, 'GET', '/api/v1/notification-report');
    expect(report.body.data.kind).toBe('summary');
    const total = report.body.data.groups.reduce((n: number, g: { totals: { count: number } }) => n + g.totals.count, 0);
    expect(total).toBe(await count('notification', "state = 'ACTIVE'"));
    // The whole organisation tree, or the range's subtrees for a limited range (hr.auto: THACO AUTO).
    const whole = await t.call(tok.hr as string, 'GET', '/api/v1/organization-tree');
    const nodes = (items: { id: number; children: unknown[] }[]): number => items.reduce((n, x) => n + 1 + nodes(x.children as never), 0);
    expect(nodes(whole.body.data.items)).toBe(await count('organization', "state = 'ACTIVE'"));
    const ranged = await t.call(tok['hr.auto'] as string, 'GET', '/api/v1/organization-tree');
    expect(ranged.status).toBe(200);
    expect(ranged.body.data.items.map((n: { code: string }) => n.code)).toEqual(['THACO-AUTO']);
    expect(nodes(ranged.body.data.items)).toBeLessThan(nodes(whole.body.data.items));
    // The car calendar's base path answers what its /events does.
    const cars = await t.call(tok.staff as string, 'GET', '/api/v1/apps/booking_car');
    expect(cars.body.data).toEqual((await t.call(tok.staff as string, 'GET', '/api/v1/apps/booking_car/events')).body.data);
    // api/files/{id}: the file route, by a redirect.
    const file = await t.app.inject({ method: 'GET', url: '/api/files/12?thumb=1' });
    expect(file.statusCode).toBe(308);
    expect(file.headers.location).toBe('/api/v1/media/file/12?thumb=1');
    expect((await t.call(null, 'GET', '/api/files/abc')).status).toBe(400);
  });

  it('GET /media lists what the file route lets the caller read, filtered by kind and context, paged', async () => {
    const visible = async (who: string, query = '') => {
      const ids: number[] = [];
      for (let page = 1; page <= 20; page++) {
        const res = await t.call(tok[who] as string, 'GET', `/api/v1/media?limit=100&page=${page}${query}`);
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
        ids.push(...res.body.data.items.map((m: { id: number }) => m.id));
        if (!res.body.data.hasMore) return { ids, items: res.body.data.items as { kind: string; context: string | null }[] };
      }
      throw new Error('more than 2,000 media');
    };
    const all = (await t.database.query<{ id: string }>('SELECT id FROM media ORDER BY id')).map((r) => Number(r.id));
    expect((await visible('admin')).ids.length).toBe(all.length);
    const staffSees = new Set((await visible('staff')).ids);
    expect(staffSees.size).toBeGreaterThan(0);
    expect(staffSees.size).toBeLessThan(all.length);
    // The same answer as the file route, on a sample spread over every media row.
    const step = Math.max(1, Math.floor(all.length / 40));
    const wrong: string[] = [];
    for (let i = 0; i < all.length; i += step) {
      const id = all[i] as number;
      const one = await t.call(tok.staff as string, 'GET', `/api/v1/media/${id}`);
      if ((one.status === 200) !== staffSees.has(id)) wrong.push(`${id}: route ${one.status}, list ${staffSees.has(id)}`);
    }
    expect(wrong).toEqual([]);
    // Kind and context filters (several joined by |), also given the spec's way, in params.
    const images = await t.call(tok.admin as string, 'GET', `/api/v1/media?params=${uri({ kind: 'image', limit: 100 })}`);
    expect(images.body.data.items.length).toBeGreaterThan(0);
    expect(images.body.data.items.every((m: { kind: string }) => m.kind === 'image')).toBe(true);
    const ctx = await t.call(tok.admin as string, 'GET', '/api/v1/media?context=DOCUMENT|COMMENT&limit=100');
    expect(ctx.body.data.items.every((m: { context: string }) => ['DOCUMENT', 'COMMENT'].includes(m.context))).toBe(true);
    const paged = await t.call(tok.admin as string, 'GET', '/api/v1/media?limit=2&page=2');
    expect(paged.body.data.items.map((m: { id: number }) => m.id)).toEqual([...all].reverse().slice(2, 4));
    for (const bad of ['kind=video', 'context=NOPE', 'limit=500', 'page=0']) expect((await t.call(tok.admin as string, 'GET', `/api/v1/media?${bad}&lang=en`)).status, bad).toBe(400);
    expect((await t.call(tok.staff as string, 'GET', '/api/files?limit=100')).body.data.items.map((m: { id: number }) => m.id)).toEqual([...staffSees].slice(0, 100));
  });

  it('the list filters the spec names filter: family relationships, recognitions', async () => {
    const [unit] = await t.database.query<{ unit_id: string; department_id: string | null }>(
      "SELECT s.unit_id, s.department_id FROM family_relationship f JOIN staff s ON s.id = f.staff_id WHERE f.state = 'ACTIVE' AND s.department_id IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1",
    );
    const all = await t.call(tok.hr as string, 'GET', '/api/v1/family-relationship?limit=-1&f_is_limited=1');
    expect(all.status, JSON.stringify(all.body).slice(0, 300)).toBe(200);
    const byUnit = await t.call(tok.hr as string, 'GET', `/api/v1/family-relationship?limit=-1&f_unit_id=${unit?.unit_id}&f_is_limited=0`);
    expect(byUnit.status, JSON.stringify(byUnit.body).slice(0, 300)).toBe(200);
    const inUnit = Number(
      (await t.database.query<{ n: string }>("SELECT count(*) AS n FROM family_relationship f JOIN staff s ON s.id = f.staff_id WHERE f.state = 'ACTIVE' AND s.unit_id = $1", [unit?.unit_id]))[0]?.n,
    );
    expect(byUnit.body.data.totalRows).toBe(inUnit);
    expect(byUnit.body.data.totalRows).toBeLessThan(all.body.data.totalRows);
    const byDept = await t.call(tok.hr as string, 'GET', `/api/v1/family-relationship?limit=-1&f_department_id=${unit?.department_id}`);
    expect(byDept.body.data.totalRows).toBeGreaterThan(0);
    expect(byDept.body.data.totalRows).toBeLessThanOrEqual(inUnit);
    const [someone] = await t.database.query<{ id: string }>("SELECT id FROM staff WHERE state = 'ACTIVE' ORDER BY id LIMIT 1");
    const child = await t.call(tok.hr as string, 'POST', '/api/v1/family-relationship', { params: b64uri({ staff_id: Number(someone?.id), full_name: 'Nguyễn Bé Na', relation: 'CHILD', is_dependent: true }) });
    expect(child.status, JSON.stringify(child.body).slice(0, 300)).toBe(200);
    const dependants = await t.call(tok.hr as string, 'GET', '/api/v1/family-relationship?limit=-1&f_dependent_person=1');
    expect(dependants.body.data.items.length).toBeGreaterThan(0);
    expect(dependants.body.data.items.every((f: { is_dependent: boolean }) => f.is_dependent)).toBe(true);
    expect(dependants.body.data).toEqual((await t.call(tok.hr as string, 'GET', '/api/v1/family-relationship?limit=-1&f_is_dependent=1')).body.data);
    expect((await t.call(tok.hr as string, 'GET', '/api/v1/family-relationship?f_is_limited=maybe')).status).toBe(400);
    const rec = await t.call(tok.hr as string, 'GET', `/api/v1/recognition?limit=-1&f_unit_id=${unit?.unit_id}&f_is_limited=1`);
    expect(rec.status, JSON.stringify(rec.body).slice(0, 300)).toBe(200);
    const recIn = Number(
      (await t.database.query<{ n: string }>("SELECT count(*) AS n FROM recognition r JOIN staff s ON s.id = r.staff_id WHERE r.state = 'ACTIVE' AND s.unit_id = $1", [unit?.unit_id]))[0]?.n,
    );
    expect(rec.body.data.totalRows).toBe(recIn);
    // Work experience by group project (f_project_id).
    const [exp] = await t.database.query<{ project_id: string; n: string }>(
      "SELECT project_id, count(*) AS n FROM experience_staff WHERE state = 'ACTIVE' AND project_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
    );
    expect(exp, 'the demo links some work experience to a group project').toBeTruthy();
    const byProject = await t.call(tok.hr as string, 'GET', `/api/v1/experienceStaff?limit=-1&f_project_id=${exp?.project_id}`);
    expect(byProject.status, JSON.stringify(byProject.body).slice(0, 300)).toBe(200);
    expect(byProject.body.data.totalRows).toBe(Number(exp?.n));
    expect(byProject.body.data.items.every((x: { project_id: number }) => x.project_id === Number(exp?.project_id))).toBe(true);
  });

  it('names the comment count totalComment where the spec reads it (the portal comment list, the news detail)', async () => {
    const counted = await t.database.query<{ id: string; n: string }>(
      "SELECT news_id AS id, count(*) AS n FROM comment WHERE state = 'ACTIVE' AND is_hide = false GROUP BY 1 ORDER BY 2 DESC LIMIT 10",
    );
    let checked = 0;
    for (const { id, n } of counted) {
      const list = await t.call(tok.staff as string, 'GET', `/api/v1/portal/news/${id}/comments`);
      if (list.status !== 200) continue;
      expect(list.body.data.totalComment).toBe(Number(n));
      expect(list.body.data.items.length).toBe(Number(n));
      const detail = await t.call(tok.staff as string, 'GET', `/api/v1/portal/news/${id}`);
      expect(detail.body.data.totalComment).toBe(Number(n));
      expect(detail.body.data.totalComment).toBe(detail.body.data.comments_count);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a sync GET that finds nothing new returns the run already waiting', async () => {
    const runs = () => count('sync_run');
    const first = await t.call(tok.admin as string, 'GET', '/api/v1/departments/sync');
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    const before = await runs();
    for (const target of ['departments', 'positions', 'customer']) {
      const a = await t.call(tok.admin as string, 'GET', `/api/v1/${target}/sync?lang=en`);
      const b = await t.call(tok.admin as string, 'GET', `/api/v1/${target}/sync?lang=en`);
      expect(a.status, JSON.stringify(a.body).slice(0, 300)).toBe(200);
      if (a.body.data.sync_status !== 'WAITING') continue;
      expect(b.body.data.id, target).toBe(a.body.data.id);
      expect(b.body.data.is_reused).toBe(true);
      expect(b.body.message).toBe('Nothing new since the run waiting for review; here it is');
    }
    // At most one run written per target (when none was waiting before).
    expect((await runs()) - before).toBeLessThanOrEqual(2);
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/departments/sync')).status).toBe(403);
  });
});
