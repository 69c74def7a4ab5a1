/**
 * News end to end on the real app (issue 5): validation, sanitising, every transition of the
 * scheduled content workflow (allowed and refused), scheduled release and expiry with the
 * controllable clock (exactly once, also with two instances), staff visibility, diacritic-insensitive
 * search, comments with sensitive words, reactions, the digital library and the portal endpoints.
 */
import { buildAbility, news, resources, workflows } from '@portal/domain';
import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { tableFor } from '../../src/db/tables.js';
import { scopeIndexDdl } from '../../src/engine/constraints.js';
import { pageQuery, whereFor } from '../../src/engine/service.js';
import { accessConditions } from '../../src/engine/access.js';
import { dueQuery, runContentSchedule } from '../../src/jobs/content-schedule.js';
import { dbKinds, useTestApp } from '../harness.js';

const H = 3_600_000;
const DAY = 24 * H;
const START = '2026-03-02T01:00:00.000Z';

describe.each(dbKinds(import.meta.url))('news on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  let realmId = 0;
  let typeId = 0;
  let layoutId = 0;
  const iso = (offsetMs: number) => new Date(t.clock.now.getTime() + offsetMs).toISOString();
  const signIn = async () => {
    for (const u of ['admin', 'editor', 'approver', 'staff']) tok[u] = await t.login(u);
  };
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Tin tức nội bộ: THACO khánh thành nhà máy mới',
    title_en: 'THACO opens a new plant',
    type_id: typeId,
    realm_id: realmId,
    description: 'Tóm tắt',
    content: '<p>Nội dung <strong>chính</strong></p>',
    author: 'Phòng Truyền thông',
    tags: ['nhà máy', 'THACO'],
    publish_date: iso(-H),
    release_date: iso(H),
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}, who = 'editor') => t.call(tok[who] ?? '', 'POST', '/api/v1/news', body(over));
  const setStatus = (id: number, status: string) => t.database.query('UPDATE news SET status = $1 WHERE id = $2', [status, id]);
  // Rejecting and unpublishing need a reason (issue 12; news-workflow.test.ts checks it).
  const move = (who: string, id: number, status: string) => t.call(tok[who] ?? '', 'POST', `/api/v1/news/${id}/status`, { status, ...(status === 'REJECT' && { reason: 'Cần sửa' }) });
  /** Publishes directly (for tests about reading, not about the workflow). */
  const released = async (over: Record<string, unknown> = {}) => {
    const res = await create(over);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.database.query("UPDATE news SET status = 'PUBLISH', release_date = $2 WHERE id = $1", [res.body.data.id, new Date(t.clock.now.getTime() - 60_000)]);
    return res.body.data.id as number;
  };

  it('signs in and finds the seeded realm, type and layout', async () => {
    t.clock.set(START);
    await signIn();
    const realms = await t.call(tok.admin ?? '', 'GET', '/api/v1/category?f_type=DOCUMENT_REALM');
    realmId = realms.body.data.items[0].id;
    const layouts = await t.call(tok.admin ?? '', 'GET', '/api/v1/category?f_type=DOCUMENT_LAYOUT');
    layoutId = layouts.body.data.items[0].id;
    const types = await t.call(tok.admin ?? '', 'GET', '/api/v1/news-type');
    typeId = types.body.data.items[0].id;
    expect(realmId && typeId && layoutId).toBeTruthy();
  });

  it('creates a draft with every display flag and the layout', async () => {
    const flags = { is_slider: true, is_banner: true, is_horizon_banner: true, is_outstanding: true, is_top_menu: true, is_only_mobile: false, is_hide: false };
    const res = await create({ ...flags, layout_id: layoutId, quote: 'Trích dẫn', team: 'Ban biên tập', link_attach: 'https://thaco.com.vn', expiration_date: iso(30 * DAY) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ ...flags, status: 'DRAFT', layout_id: layoutId, tags: ['nhà máy', 'THACO'] });
  });

  it('gives the referenced records\' titles with a list page when asked (labels=1), in one answer', async () => {
    const [type] = await t.database.query<{ title: string; title_en: string | null }>('SELECT name AS title, name_en AS title_en FROM news_type WHERE id = $1', [typeId]);
    const page = await t.call(tok.editor ?? '', 'GET', '/api/v1/news?labels=1&f_is_get_all_cms=1&limit=10');
    expect(page.status).toBe(200);
    const labels = page.body.data.labels as Record<string, Record<string, string[]>>;
    const row = page.body.data.items.find((x: { type_id: number }) => x.type_id === typeId);
    expect(row).toBeTruthy();
    expect(labels.news_type?.[String(typeId)]?.[0]).toBe(type?.title);
    if (type?.title_en) expect(labels.news_type?.[String(typeId)]?.[1]).toBe(type.title_en);
    // Every realm on the page is labelled; nothing else of the referenced rows comes along.
    for (const it of page.body.data.items as { realm_id: number }[]) expect(labels.category?.[String(it.realm_id)]?.[0]).toEqual(expect.any(String));
    expect(Object.keys(labels).sort()).toEqual(expect.arrayContaining(['category', 'news_type']));
    // Without the flag the page is as before.
    const plain = await t.call(tok.editor ?? '', 'GET', '/api/v1/news?f_is_get_all_cms=1&limit=10');
    expect(plain.body.data.labels).toBeUndefined();
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM news');
    const missing = await create({ title: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'title', message: 'Tiêu đề không được để trống' }]);
    const long = await create({ title: 'x'.repeat(256) });
    expect(long.body.errors[0]).toMatchObject({ field: 'title', message: 'Tiêu đề không được nhập quá 255 ký tự' });
    const order = await create({ release_date: iso(-2 * H) });
    expect(order.status).toBe(400);
    expect(order.body.errors.map((e: { field: string }) => e.field)).toContain('release_date');
    const past = await create({ publish_date: iso(-3 * H), release_date: iso(-2 * H) });
    expect(past.body.errors).toEqual([{ field: 'release_date', message: 'Ngày phát hành phải sau thời điểm hiện tại' }]);
    const en = await t.call(tok.editor ?? '', 'POST', '/api/v1/news?lang=en', body({ release_date: iso(-2 * H), publish_date: iso(-3 * H) }));
    expect(en.body.errors[0].message).toBe('Release date must be later than now');
    const notRealm = await create({ realm_id: layoutId });
    expect(notRealm.body.errors).toEqual([{ field: 'realm_id', message: 'Lĩnh vực không tồn tại' }]);
    const noMedia = await create({ avatar: 999999 });
    expect(noMedia.body.errors[0].field).toBe('avatar');
    const after = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM news');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('filters a time column by a day (Vietnam time), an exact time or several of them', async () => {
    // 2026-03-04 23:30 in Vietnam is 16:30 UTC that day; 2026-03-05 00:30 in Vietnam is still the 4th in UTC.
    const late = await create({ title: 'Tin tối muộn' });
    const next = await create({ title: 'Tin rạng sáng' });
    expect([late.status, next.status]).toEqual([200, 200]);
    const setPublished = (id: number, at: string) => t.database.query('UPDATE news SET publish_date = $1 WHERE id = $2', [new Date(at), id]);
    await setPublished(late.body.data.id, '2026-03-04T16:30:00.000Z');
    await setPublished(next.body.data.id, '2026-03-04T17:30:00.000Z');
    const ids = async (qs: string) => {
      const res = await t.call(tok.editor ?? '', 'GET', `/api/v1/news?f_is_get_all_cms=1&limit=100&${qs}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.items as { id: number }[]).map((x) => x.id).filter((id) => id === late.body.data.id || id === next.body.data.id);
    };
    expect(await ids('f_publish_date=2026-03-04')).toEqual([late.body.data.id]);
    expect(await ids('f_publish_date=2026-03-05')).toEqual([next.body.data.id]);
    expect(await ids('f_publish_date=2026-03-04T17:30:00.000Z')).toEqual([next.body.data.id]);
    expect((await ids('f_publish_date=2026-03-04|2026-03-05')).sort((a, b) => a - b)).toEqual([late.body.data.id, next.body.data.id]);
    expect((await t.call(tok.editor ?? '', 'GET', '/api/v1/news?f_publish_date=2026-02-30')).status).toBe(400);
  });

  it('strips XSS payloads from rich content in both languages', async () => {
    const payload =
      '<p onclick="steal()">Xin chào<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
      '<iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><svg onload="alert(4)"></svg>' +
      '<a href="https://thaco.com.vn">ok</a><style>body{}</style></p>';
    const res = await create({ content: payload, content_en: payload });
    expect(res.status).toBe(200);
    for (const html of [res.body.data.content, res.body.data.content_en] as string[]) {
      expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|evil\.example|<svg|<style/i);
      expect(html).toContain('Xin chào');
      expect(html).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
      expect(html).toContain('href="https://thaco.com.vn"');
    }
    const id = res.body.data.id;
    const upd = await t.call(tok.editor ?? '', 'PUT', `/api/v1/news/${id}`, { content: '<b>a</b><script>x()</script>' });
    expect(upd.body.data.content).toBe('<b>a</b>');
    const [row] = await t.database.query<{ content: string }>('SELECT content FROM news WHERE id = $1', [id]);
    expect(row?.content).toBe('<b>a</b>');
  });

  it('allows and refuses every transition of the scheduled workflow per the right it needs', async () => {
    const wf = workflows['contentApproval.scheduled'];
    const res = await create();
    const id = res.body.data.id as number;
    // Who holds which right: editor edit, approver approve (not edit), staff view only.
    const holder = { edit: 'editor', approve: 'approver' } as const;
    const other = { edit: 'approver', approve: 'editor' } as const;
    let checked = 0;
    for (const from of wf.statuses) {
      for (const to of wf.statuses) {
        if (from === to) continue;
        const tr = wf.transitions.find((x) => x.from === from && x.to === to);
        await setStatus(id, from);
        if (!tr) {
          const r = await move('admin', id, to);
          expect(r.status, `${from}->${to} must be refused`).toBe(409);
          expect(r.body.message).toBe(`Không thể chuyển trạng thái từ ${from} sang ${to}`);
        } else if (tr.right === 'system') {
          const r = await move('admin', id, to);
          expect(r.status, `${from}->${to} is the scheduler's`).toBe(409);
        } else {
          const refused = await move(other[tr.right], id, to);
          expect(refused.status, `${from}->${to} without ${tr.right}`).toBe(403);
          const staff = await move('staff', id, to);
          expect([403, 404]).toContain(staff.status);
          const ok = await move(holder[tr.right], id, to);
          expect(ok.status, `${from}->${to} by ${holder[tr.right]}: ${JSON.stringify(ok.body)}`).toBe(200);
          expect(ok.body.data.status).toBe(to);
        }
        checked++;
      }
    }
    expect(checked).toBe(wf.statuses.length * (wf.statuses.length - 1));
    const log = await t.database.query<{ action: string }>("SELECT action FROM activity_log WHERE table_name = 'news' AND record_id = $1 AND suffix = 'status'", [id]);
    expect(log.map((l) => l.action).sort()).toEqual(['approve', 'reject', 'reject', 'reject', 'submit', 'submit']);
  });

  it('refuses edits outside the editable statuses', async () => {
    const id = (await create()).body.data.id as number;
    await setStatus(id, 'WAITING');
    const r = await t.call(tok.editor ?? '', 'PUT', `/api/v1/news/${id}`, { title: 'Sửa' });
    expect(r.status).toBe(409);
  });

  it('releases at the release time and expires at expiration, exactly once, with the controllable clock', async () => {
    t.clock.set(START);
    await signIn();
    const res = await create({ title: 'Tin hẹn giờ phát hành', release_date: iso(2 * H), expiration_date: iso(2 * DAY) });
    const id = res.body.data.id as number;
    expect((await move('editor', id, 'WAITING')).status).toBe(200);
    expect((await move('approver', id, 'SCHEDULED')).body.data.status).toBe('SCHEDULED');
    const staffSees = async () => (await t.call(tok.staff ?? '', 'GET', '/api/v1/news?limit=-1')).body.data.items.some((n: { id: number }) => n.id === id);
    expect(await staffSees()).toBe(false);
    expect((await t.call(tok.staff ?? '', 'GET', `/api/v1/news/${id}`)).status).toBe(404);

    t.clock.advance(H);
    expect((await runContentSchedule(t.database, () => t.clock.now)).released).not.toContain(id);
    t.clock.advance(H + 1000);
    await signIn();
    const first = await runContentSchedule(t.database, () => t.clock.now);
    expect(first.released).toContain(id);
    const again = await runContentSchedule(t.database, () => t.clock.now);
    expect(again.released).not.toContain(id);
    expect(await staffSees()).toBe(true);
    expect((await t.call(tok.staff ?? '', 'GET', `/api/v1/news/${id}`)).body.data.status).toBe('PUBLISH');

    t.clock.advance(2 * DAY);
    await signIn();
    const exp = await runContentSchedule(t.database, () => t.clock.now);
    expect(exp.expired).toContain(id);
    expect(await staffSees()).toBe(false);
    const admin = await t.call(tok.approver ?? '', 'GET', `/api/v1/news/${id}?f_is_get_all_cms=1`);
    expect(admin.body.data.status).toBe('EXPIRED');
    const log = await t.database.query<{ action: string; user_id: number | null }>(
      "SELECT action, user_id FROM activity_log WHERE table_name = 'news' AND record_id = $1 AND suffix = 'status' ORDER BY id",
      [id],
    );
    expect(log.map((l) => l.action)).toEqual(['submit', 'approve', 'publish', 'expire']);
    expect(log[2]?.user_id).toBeNull();
  });

  it('runs the schedule exactly once when two instances run it at the same time', async () => {
    t.clock.set(START);
    await signIn();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await create({ title: `Tin đồng thời ${i}`, release_date: iso(H + i * 1000) });
      ids.push(r.body.data.id);
    }
    await t.database.query("UPDATE news SET status = 'SCHEDULED' WHERE id = ANY($1::bigint[])", [ids]);
    t.clock.advance(2 * H);
    // A second instance: its own connection pool on the same database (PostgreSQL), or the same PGlite.
    let second = t.database;
    if (kind === 'postgres') {
      const [{ db }] = (await t.database.query<{ db: string }>('SELECT current_database() AS db')) as [{ db: string }];
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${db}`;
      second = await openDatabase({ url: url.toString(), poolSize: 3 });
    }
    try {
      const now = () => t.clock.now;
      const [a, b, c] = await Promise.all([runContentSchedule(t.database, now), runContentSchedule(second, now), runContentSchedule(second, now)]);
      const all = [...a.released, ...b.released, ...c.released].filter((id) => ids.includes(id));
      expect(all.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      const log = await t.database.query<{ record_id: number; n: number }>(
        "SELECT record_id, count(*)::int AS n FROM activity_log WHERE table_name = 'news' AND action = 'publish' AND record_id = ANY($1::bigint[]) GROUP BY record_id",
        [ids],
      );
      expect(log).toHaveLength(ids.length);
      expect(log.every((l) => l.n === 1)).toBe(true);
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it("finds what each schedule move is due for through that move's own partial index", async () => {
    // The pass runs every 30 s on every instance: without its index it walked the date's index
    // through every record already moved (seconds a pass at 1M news). Sequential scans are
    // switched off so the few rows of a test table do not make a scan look cheaper.
    const scheduled = resources.filter((r) => (r.schedule?.length ?? 0) > 0);
    expect(scheduled.map((r) => r.name)).toContain('news');
    await t.database.session(async (s) => {
      await s.exec('SET enable_seqscan = off');
      try {
        for (const r of scheduled)
          for (const m of r.schedule ?? []) {
            const q = dueQuery(t.database, r, m, t.clock.now).toSQL();
            const plan = JSON.stringify(await s.query(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params));
            expect(plan, `${r.name} ${m.kind} ${m.field}`).toContain(`${r.name}_${m.field}_due_idx`);
          }
      } finally {
        await s.exec('RESET enable_seqscan');
      }
    });
  });

  it('shows staff only released, shown, not hidden, not expired news; search ignores diacritics', async () => {
    t.clock.set(START);
    await signIn();
    const visible = await released({ title: 'Tin tức tháng Ba của Tập đoàn', title_en: 'Group news for March' });
    const hidden = await released({ title: 'Tin tức bị ẩn', is_hide: true });
    const draft = (await create({ title: 'Tin tức nháp' })).body.data.id;
    const expired = await released({ title: 'Tin tức đã hết hạn' });
    await t.database.query('UPDATE news SET expiration_date = $2 WHERE id = $1', [expired, new Date(t.clock.now.getTime() - 1000)]);
    const list = await t.call(tok.staff ?? '', 'GET', `/api/v1/news?q=${encodeURIComponent('tin tuc')}&limit=-1`);
    const ids = list.body.data.items.map((n: { id: number }) => n.id);
    expect(ids).toContain(visible);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(expired);
    const upper = await t.call(tok.staff ?? '', 'GET', `/api/v1/news?q=${encodeURIComponent('TIN TUC THANG BA')}`);
    expect(upper.body.data.items.map((n: { id: number }) => n.id)).toEqual([visible]);
    const en = await t.call(tok.staff ?? '', 'GET', `/api/v1/news?q=march`);
    expect(en.body.data.items.map((n: { id: number }) => n.id)).toEqual([visible]);
    // The editor's admin view (f_is_get_all_cms=1) lists drafts too; the approver sees all.
    const cms = await t.call(tok.editor ?? '', 'GET', `/api/v1/news?f_is_get_all_cms=1&q=${encodeURIComponent('tin tuc nhap')}`);
    expect(cms.body.data.items.map((n: { id: number }) => n.id)).toEqual([draft]);
    const staffCms = await t.call(tok.staff ?? '', 'GET', `/api/v1/news?f_is_get_all_cms=1&q=${encodeURIComponent('tin tuc nhap')}`);
    expect(staffCms.body.data.items).toEqual([]);
  });

  it('masks sensitive words in comments; moderators hide; authors own their comments', async () => {
    const newsId = await released({ title: 'Tin có bình luận' });
    const c = await t.call(tok.staff ?? '', 'POST', '/api/v1/comment', { news_id: newsId, content: 'Đúng là Đồ Ngốc, stupid thật' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.data.content).toBe('Đúng là ***, *** thật');
    expect(c.body.data.is_masked).toBe(true);
    const draft = (await create({ title: 'Tin nháp chưa phát hành' })).body.data.id;
    const onDraft = await t.call(tok.staff ?? '', 'POST', '/api/v1/comment', { news_id: draft, content: 'Bình luận tin nháp' });
    expect(onDraft.status).toBe(400);
    expect(onDraft.body.errors[0].field).toBe('news_id');
    expect((await t.call(tok.staff ?? '', 'POST', '/api/v1/reaction', { target_type: 'NEWS', target_id: draft })).status).toBe(400);
    expect((await t.call(tok.editor ?? '', 'POST', '/api/v1/comment', { news_id: draft, content: 'Góp ý bản nháp' })).status).toBe(200);
    const clean = await t.call(tok.staff ?? '', 'POST', '/api/v1/comment', { news_id: newsId, content: 'Bài viết hay quá' });
    expect(clean.body.data).toMatchObject({ content: 'Bài viết hay quá', is_masked: false });
    const sneaky = await t.call(tok.staff ?? '', 'POST', '/api/v1/comment', { news_id: newsId, content: 'tự ẩn', is_hide: true });
    expect(sneaky.body.data.is_hide).toBe(false);
    const foreign = await t.call(tok.editor ?? '', 'PUT', `/api/v1/comment/${clean.body.data.id}`, { content: 'sửa bình luận của người khác' });
    expect(foreign.status).toBe(403);
    const hide = await t.call(tok.approver ?? '', 'PUT', `/api/v1/comment/${c.body.data.id}`, { is_hide: true });
    expect(hide.body.data.is_hide).toBe(true);
    const portal = await t.call(tok.staff ?? '', 'GET', `/api/v1/comment?f_news_id=${newsId}`);
    expect(portal.body.data.items.map((x: { id: number }) => x.id)).not.toContain(c.body.data.id);
    const cms = await t.call(tok.approver ?? '', 'GET', `/api/v1/comment?f_news_id=${newsId}&f_is_get_all_cms=1`);
    expect(cms.body.data.items.map((x: { id: number }) => x.id)).toContain(c.body.data.id);
    const staffCms = await t.call(tok.staff ?? '', 'GET', `/api/v1/comment?f_news_id=${newsId}&f_is_get_all_cms=1`);
    expect(staffCms.body.data.items.map((x: { id: number }) => x.id)).not.toContain(c.body.data.id);
    const named = await t.call(tok.staff ?? '', 'GET', `/api/v1/portal/news/${newsId}/comments`);
    expect(named.body.data.items.map((x: { id: number }) => x.id)).not.toContain(c.body.data.id);
    expect(named.body.data.items.find((x: { id: number }) => x.id === clean.body.data.id)).toMatchObject({ content: 'Bài viết hay quá', author_name: 'Lê Hoàng Nam' });
    expect((await t.call(tok.staff ?? '', 'GET', `/api/v1/portal/news/${draft}/comments`)).status).toBe(404);
  });

  it('counts likes, one reaction per user, and returns the news detail with related news', async () => {
    const setting = await t.call(tok.admin ?? '', 'POST', '/api/v1/reaction-setting', { code: 'WOW', name: 'Ngạc nhiên', name_en: 'Wow', icon: '😮' });
    expect(setting.status).toBe(200);
    const a = await released({ title: 'Tin chính về ô tô', tags: ['ô tô'] });
    const b = await released({ title: 'Tin liên quan về ô tô', tags: ['ô tô'] });
    const like = await t.call(tok.staff ?? '', 'POST', '/api/v1/reaction', { target_type: 'NEWS', target_id: a, reaction_setting_id: setting.body.data.id });
    expect(like.status, JSON.stringify(like.body)).toBe(200);
    expect((await t.call(tok.staff ?? '', 'POST', '/api/v1/reaction', { target_type: 'NEWS', target_id: a })).status).toBe(409);
    expect((await t.call(tok.editor ?? '', 'POST', '/api/v1/reaction', { target_type: 'NEWS', target_id: a })).status).toBe(200);
    expect((await t.call(tok.editor ?? '', 'POST', '/api/v1/reaction', { target_type: 'NEWS' })).status).toBe(400);
    const detail = await t.call(tok.staff ?? '', 'GET', `/api/v1/portal/news/${a}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({ id: a, likes_count: 2, my_reaction: { id: like.body.data.id }, view_count: 1 });
    expect(detail.body.data.related.map((n: { id: number }) => n.id)).toContain(b);
    expect(detail.body.data.related.map((n: { id: number }) => n.id)).not.toContain(a);
    const unlike = await t.call(tok.staff ?? '', 'DELETE', `/api/v1/reaction/${like.body.data.id}`);
    expect(unlike.status).toBe(200);
    const again = (await t.call(tok.staff ?? '', 'GET', `/api/v1/portal/news/${a}`)).body.data;
    expect(again).toMatchObject({ likes_count: 1, view_count: 2 });
  });

  it('20 parallel identical reactions leave one row (the database refuses the others with 409)', async () => {
    const id = await released({ title: 'Tin được thả cảm xúc cùng lúc' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call(tok.staff ?? '', 'POST', '/api/v1/reaction', { target_type: 'NEWS', target_id: id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const conflict = answers.find((a) => a.status === 409);
    expect(conflict?.body.errors?.[0]?.field).toBe('target_id');
    const rows = await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM reaction WHERE target_id = $1`, [id]);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('fills the portal home from released content, mobile-only items only for mobile', async () => {
    const slider = await released({ title: 'Slider trang chủ', is_slider: true, is_outstanding: true });
    const mobile = await released({ title: 'Chỉ trên di động', is_slider: true, is_only_mobile: true });
    const home = await t.call(tok.staff ?? '', 'GET', '/api/v1/portal/home');
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    const ids = (xs: { id: number }[]) => xs.map((x) => x.id);
    expect(ids(home.body.data.homepageSlider)).toContain(slider);
    expect(ids(home.body.data.homepageSlider)).not.toContain(mobile);
    expect(ids(home.body.data.hotNews)).toContain(slider);
    expect(home.body.data.latestByType.length).toBeGreaterThan(0);
    const phone = await t.call(tok.staff ?? '', 'GET', '/api/v1/portal/home?device=mobile');
    expect(ids(phone.body.data.homepageSlider)).toContain(mobile);
  });

  it('keeps YouTube-only videos in the digital library with the thumbnail from the id', async () => {
    const bad = await t.call(tok.admin ?? '', 'POST', '/api/v1/digital-lib', { kind: 'VIDEO', title: 'Video', video_url: 'https://vimeo.com/123' });
    expect(bad.status).toBe(400);
    const none = await t.call(tok.admin ?? '', 'POST', '/api/v1/digital-lib', { kind: 'VIDEO', title: 'Video' });
    expect(none.status).toBe(400);
    const ok = await t.call(tok.admin ?? '', 'POST', '/api/v1/digital-lib', { kind: 'VIDEO', title: 'Video giới thiệu', video_url: 'https://youtu.be/dQw4w9WgXcQ', is_dashboard: true });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ youtube_id: 'dQw4w9WgXcQ', thumbnail_url: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg', status: 'DRAFT' });
    const ad = await t.call(tok.admin ?? '', 'POST', '/api/v1/digital-lib', { kind: 'ADS', title: 'Quảng cáo dọc', placement: 'ADS_VERTICAL', is_vertical_ads: true, link: 'https://thaco.com.vn' });
    expect(ad.status).toBe(200);
    await t.database.query("UPDATE digital_lib SET status = 'RELEASE' WHERE id = ANY($1::bigint[])", [[ok.body.data.id, ad.body.data.id]]);
    const home = await t.call(tok.approver ?? '', 'GET', '/api/v1/portal/home');
    expect(home.body.data.library.videos.map((x: { id: number }) => x.id)).toContain(ok.body.data.id);
    expect(home.body.data.ads.vertical.map((x: { id: number }) => x.id)).toContain(ad.body.data.id);
  });
});

describe('demo content', () => {
  const t = useTestApp('pglite');
  it('fills the portal home with released Vietnamese and English news, library items and ads', async () => {
    const staff = await t.login('staff');
    const home = await t.call(staff, 'GET', '/api/v1/portal/home');
    expect(home.status).toBe(200);
    const d = home.body.data;
    expect(d.homepageSlider.length).toBeGreaterThanOrEqual(2);
    expect(d.hotNews.length).toBeGreaterThanOrEqual(2);
    expect(d.homepageSlider[0].title).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặơớờởỡợôốồổỗộưứừửữựđ]/i);
    expect(d.homepageSlider[0].title_en).toMatch(/^[\x20-\x7e]+$/);
    // The demo's video has its own generated cover: no image address from outside (issue 38).
    expect(d.library.videos[0]).toMatchObject({ youtube_id: 'ThacoGroup0', thumbnail_url: null, cover: expect.any(Number) });
    expect(d.ads.horizon).toHaveLength(1);
    const search = await t.call(staff, 'GET', `/api/v1/news?q=${encodeURIComponent('khanh thanh nha may')}`);
    expect(search.body.data.items).toHaveLength(1);
  });
  it("staff's released news: deep pages (late row lookup) give the plain offset's rows, from the scope's list index", async () => {
    // The scope's one-value columns lead the key (the index walks visible news only); the others ride along.
    expect(scopeIndexDdl(news)?.sql).toContain('("state", "status", "is_hide", "is_show", "created_date" DESC, "id" DESC) INCLUDE ("release_date", "expiration_date")');
    const [idx] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'news_scope_list_idx'`);
    expect(idx?.n).toBe(1);
    const tb = tableFor(news);
    const ctx = { database: t.database, user: { id: 999, username: 'reader', roleIds: [], ability: buildAbility([{ action: 'view', subject: 'NEWS' }]) }, lang: 'vi' as const, ip: '127.0.0.1', userAgent: 'test', now: () => t.clock.now };
    const where = whereFor(news, tb, { filters: [], q: '', state: 'ACTIVE' }, accessConditions(ctx, news, tb, 'read'));
    const order = [desc(tb.created_date as AnyPgColumn), desc(tb.id as AnyPgColumn)];
    const [{ n = 0 } = {}] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tb).where(where);
    expect(n).toBeGreaterThan(5);
    for (const [take, offset] of [[40, 0], [3, 0], [3, 2], [4, n - 2], [5, n + 1]] as const) {
      const plain = await pageQuery(t.database.db, news, tb, where, order, take, offset, Number.POSITIVE_INFINITY);
      const late = await pageQuery(t.database.db, news, tb, where, order, take, offset, 0);
      expect(late).toEqual(plain);
      expect(plain.length).toBe(Math.max(0, Math.min(take, n - offset)));
    }
  });
});
