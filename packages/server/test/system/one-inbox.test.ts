/**
 * One inbox (issue 38): "waiting for me" holds content under review (news, culture...) beside the
 * approval requests, one page over both, and each is decided in place: content through its own
 * status move (a reason for a refusal), requests through the approval engine. Who may not review
 * the content does not see it.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

type Item = { kind?: string; target_type: string; target_id: number; title: string | null; link: string | null; review?: { approveTo: string; rejectTo: string | null } };

describe.each(dbKinds(import.meta.url))('one inbox on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists content waiting for review beside approval requests, decides it in place, and only for reviewers', async () => {
    const editor = await t.login('editor');
    const approver = await t.login('approver');
    const staff = await t.login('staff');
    const waiting = async (token: string, q = 'limit=100') => (await t.call(token, 'GET', `/api/v1/approvals/waiting?${q}`)).body.data as { items: Item[]; totalRows: number };
    const before = await waiting(approver);

    const make = async (title: string) => {
      const c = await t.call(editor, 'POST', '/api/v1/culture-thaco', { title, title_en: title, content: '<p>Nội dung</p>' });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const id = c.body.data.id as number;
      expect((await t.call(editor, 'POST', `/api/v1/culture-thaco/${id}/status`, { status: 'WAITING' })).status).toBe(200);
      return id;
    };
    const a = await make('Hội thao mùa xuân 2026');
    const b = await make('Ngày hội đọc sách 2026');
    const mine = await waiting(approver);
    expect(mine.totalRows).toBe(before.totalRows + 2);
    const found = mine.items.find((x) => x.target_type === 'culture_content' && Number(x.target_id) === b);
    expect(found).toMatchObject({ kind: 'content', title: 'Ngày hội đọc sách 2026', link: `/admin/culture-thaco/${b}`, requester_name: expect.any(String), review: { approveTo: 'RELEASE', rejectTo: 'REJECT' } });
    // Newest first over both kinds; the count and the pages agree.
    expect(mine.items[0]?.target_id).toBe(b);
    const page2 = await waiting(approver, 'page=2&limit=1');
    expect(page2.items.map((x) => Number(x.target_id))).toEqual([a]);
    // Approval requests are still there (the demo has some waiting for the approver).
    if (before.totalRows > 0) expect(mine.items.some((x) => x.kind === 'approval')).toBe(true);

    // Staff hold no review right: none of it reaches them.
    expect((await waiting(staff)).items.some((x) => x.target_type === 'culture_content')).toBe(false);

    // Decided in place through the bulk route: approve one; a refusal without a reason is refused.
    const approved = await t.call(approver, 'POST', '/api/v1/approvals/bulk', { items: [{ target_type: 'culture_content', target_id: b }], decision: 'APPROVED' });
    expect(approved.body.data).toEqual([{ type: 'culture_content', id: b, ok: true }]);
    expect((await t.call(staff, 'GET', `/api/v1/culture-thaco/${b}`)).body.data.status).toBe('RELEASE');
    const noReason = await t.call(approver, 'POST', '/api/v1/approvals/bulk', { items: [{ target_type: 'culture_content', target_id: a }], decision: 'REJECTED' });
    expect(noReason.body.data[0].ok).toBe(false);
    const rejected = await t.call(approver, 'POST', '/api/v1/approvals/bulk', { items: [{ target_type: 'culture_content', target_id: a }], decision: 'REJECTED', comment: 'Cần bổ sung ảnh' });
    expect(rejected.body.data[0].ok).toBe(true);
    const after = await waiting(approver);
    expect(after.totalRows).toBe(before.totalRows);
    // Deciding again: the record no longer waits.
    const again = await t.call(approver, 'POST', '/api/v1/approvals/bulk', { items: [{ target_type: 'culture_content', target_id: b }], decision: 'APPROVED' });
    expect(again.body.data[0].ok).toBe(false);
    // A staff member cannot decide content through the bulk route either.
    const c = await make('Giải chạy bộ 2026');
    const forged = await t.call(staff, 'POST', '/api/v1/approvals/bulk', { items: [{ target_type: 'culture_content', target_id: c }], decision: 'APPROVED' });
    expect(forged.body.data[0].ok).toBe(false);
    expect((await t.call(editor, 'GET', `/api/v1/culture-thaco/${c}?f_is_get_all_cms=1`)).body.data.status).toBe('WAITING');
  });
});
