/**
 * Text the server makes for approvals follows the reader's language (issue 38 item 4): a leave
 * request's title is kept in both languages (the leave type's Vietnamese and English names), the
 * process steps have an English name, and "waiting for me", "my requests", the record's timeline
 * and the approver's notification answer each reader in theirs (Accept-Language, or ?lang=).
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

type Item = { target_type: string; target_id: number; title: string | null; step_name: string | null };

describe.each(dbKinds(import.meta.url))('approval texts in the reader language on %s', (kind) => {
  const t = useTestApp(kind);
  const q1 = async (sql: string, params: unknown[] = []) => (await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {};
  const lang = (l: 'vi' | 'en') => ({ 'accept-language': l === 'en' ? 'en-US,en;q=0.9' : 'vi-VN,vi;q=0.9' });

  it('answers a leave request title and its step names in Vietnamese and in English', async () => {
    t.clock.set('2027-05-03T02:00:00Z');
    const staff = await t.login('staff');
    const admin = await t.login('admin');
    const type = await q1("SELECT id, name, name_en FROM staff_setting_leave_type WHERE code = 'ANNUAL'");
    expect(type.name_en).toBe('Annual leave');
    // The demo's leave process names its steps in both languages.
    const step = await q1("SELECT s.name, s.name_en FROM approval_step s JOIN approval_process p ON p.id = s.process_id WHERE p.source_type = 'STAFF_LEAVE' AND p.unit_id IS NULL AND s.ordering = 1");
    expect(step).toEqual({ name: 'Quản lý trực tiếp duyệt', name_en: 'Line manager approval' });

    const made = await t.call(staff, 'POST', '/api/v1/staff-leave', { leave_type_id: Number(type.id), from_date: '2027-06-08', to_date: '2027-06-09', reason: 'Việc gia đình' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = Number(made.body.data.id);
    // The record itself keeps both titles: the type's name in each language.
    expect(made.body.data.title).toBe('Lê Hoàng Nam: Phép năm 08/06/2027 - 09/06/2027');
    expect(made.body.data.title_en).toBe('Lê Hoàng Nam: Annual leave 08/06/2027 - 09/06/2027');
    expect((await t.call(staff, 'POST', `/api/v1/staff-leave/${id}/submit`)).status).toBe(200);
    const stored = await q1("SELECT title, title_en FROM approval_request WHERE target_type = 'staff_leave' AND target_id = $1", [id]);
    expect(stored).toEqual({ title: made.body.data.title, title_en: made.body.data.title_en });

    const titles = { vi: 'Lê Hoàng Nam: Phép năm 08/06/2027 - 09/06/2027', en: 'Lê Hoàng Nam: Annual leave 08/06/2027 - 09/06/2027' };
    const steps = { vi: 'Quản lý trực tiếp duyệt', en: 'Line manager approval' };
    for (const l of ['vi', 'en'] as const) {
      // "Waiting for me" (the approver: the requester's line manager).
      const waiting = await t.call(admin, 'GET', '/api/v1/approvals/waiting?limit=100', undefined, lang(l));
      expect(waiting.status).toBe(200);
      const w = (waiting.body.data.items as Item[]).find((x) => x.target_type === 'staff_leave' && Number(x.target_id) === id);
      expect(w, l).toMatchObject({ title: titles[l], step_name: steps[l] });
      expect(w).not.toHaveProperty('title_en');
      // "My requests" (the requester, /hr-tasks).
      const mine = await t.call(staff, 'GET', '/api/v1/approvals/mine?limit=100', undefined, lang(l));
      expect((mine.body.data.items as Item[]).find((x) => Number(x.target_id) === id && x.target_type === 'staff_leave'), l).toMatchObject({ title: titles[l], step_name: steps[l] });
      // The timeline, by the record's path and by its kind (the portal's panel).
      for (const url of [`/api/v1/staff-leave/${id}/approval`, `/api/v1/approvals/of/staff_leave/${id}`]) {
        const tl = await t.call(staff, 'GET', url, undefined, lang(l));
        expect(tl.status).toBe(200);
        expect(tl.body.data.request.title, `${l} ${url}`).toBe(titles[l]);
        expect(tl.body.data.request.steps[0].name, `${l} ${url}`).toBe(steps[l]);
        expect(tl.body.data.request.steps[0]).not.toHaveProperty('name_en');
      }
    }
    // ?lang= says the same as the header.
    const viaQuery = await t.call(staff, 'GET', `/api/v1/staff-leave/${id}/approval?lang=en`);
    expect(viaQuery.body.data.request.title).toBe(titles.en);

    // The approver's notification has both texts, each with the title in its own language.
    const note = await q1("SELECT n.title, n.title_en FROM notification n JOIN account a ON a.id = n.recipient_id WHERE a.username = 'admin' AND n.source_id = $1 ORDER BY n.id DESC LIMIT 1", [id]);
    expect(String(note.title)).toContain('Phép năm 08/06/2027');
    expect(String(note.title_en)).toContain('Annual leave 08/06/2027');
    expect(String(note.title_en)).not.toContain('Phép năm');

    // A step added on the way: its English name when given, else its name as typed.
    const hrId = Number((await q1("SELECT id FROM account WHERE username = 'hr'")).id);
    const added = await t.call(admin, 'POST', `/api/v1/staff-leave/${id}/approve-add-flow`, { name: 'Giám đốc khối xác nhận', name_en: 'Division director confirmation', approver_ids: [hrId] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = { vi: await t.call(staff, 'GET', `/api/v1/staff-leave/${id}/approval`, undefined, lang('vi')), en: await t.call(staff, 'GET', `/api/v1/staff-leave/${id}/approval`, undefined, lang('en')) };
    expect(after.vi.body.data.request.steps.map((s: { name: string }) => s.name)).toContain('Giám đốc khối xác nhận');
    expect(after.en.body.data.request.steps.map((s: { name: string }) => s.name)).toContain('Division director confirmation');
  });

  it('keeps the English step name an administrator gives in the process form; a step without one reads in Vietnamese', async () => {
    const admin = await t.login('admin');
    const proc = await t.call(admin, 'POST', '/api/v1/approval-process', {
      name: 'Duyệt văn phòng phẩm (thử)',
      name_en: 'Stationery approval (test)',
      source_type: 'STATIONERY',
      unit_id: Number((await q1("SELECT id FROM organization WHERE parent_id IS NOT NULL AND state = 'ACTIVE' ORDER BY id LIMIT 1")).id),
      steps: [
        { name: 'Trưởng phòng duyệt', name_en: 'Head of department approval', approver_kind: 'LINE_MANAGER', mode: 'ANY' },
        { name: 'Kế toán xác nhận', approver_kind: 'LINE_MANAGER', mode: 'ANY' },
      ],
    });
    expect(proc.status, JSON.stringify(proc.body)).toBe(200);
    try {
      const steps = await t.call(admin, 'GET', `/api/v1/approval-step?f_process_id=${proc.body.data.id}`);
      expect(steps.body.data.items.map((s: { name: string; name_en: string | null }) => [s.name, s.name_en])).toEqual([
        ['Trưởng phòng duyệt', 'Head of department approval'],
        ['Kế toán xác nhận', null],
      ]);
    } finally {
      await t.database.query("UPDATE approval_process SET state = 'INACTIVE' WHERE id = $1", [proc.body.data.id]);
    }
  });
});
