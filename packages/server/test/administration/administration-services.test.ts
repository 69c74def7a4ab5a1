/**
 * Administrative services (issue 16): tickets with settings-driven statuses (allowed and refused
 * moves, final statuses, the "Update ticket status" log, total_checklist, the requester filters,
 * who sees what), lunch registrations (the cut-off in Asia/Ho_Chi_Minh, one per person and day,
 * the kitchen's counts) and stationery (approval through the engine, the stock under concurrent
 * hand-outs). One app for the file; the clock is the harness's.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('administrative services on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const statusId = async (name: string) => Number((await q<{ id: string }>('SELECT id FROM ticket_status WHERE name = $1', [name]))[0]?.id);
  const staffOf = async (username: string) => Number((await q<{ id: string }>('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]))[0]?.id);

  it('tickets: first status on create, total_checklist in lists, allowed and refused moves, final statuses, the status log, who sees what', async () => {
    for (const u of ['admin', 'staff', 'editor', 'approver']) tok[u] = await t.login(u);
    // The demo's tickets were written through the ticket module: the bell shows their notifications
    // at first start, unread (the assignee's "assigned", the requester's status change and comment).
    const bell = async (who: string) => (await t.call(tok[who] as string, 'GET', '/api/v1/notification?limit=200&lang=en')).body.data as { unread_count: number; items: { source_type: string; title: string; link: string; is_read: boolean }[] };
    const ticketsOf = (b: Awaited<ReturnType<typeof bell>>) => b.items.filter((n) => n.source_type === 'REQUEST' && n.link.startsWith('/administrative/ticket/') && !n.is_read);
    const adminBell = await bell('admin');
    expect(ticketsOf(adminBell).some((n) => n.title.startsWith('Bạn được giao xử lý phiếu yêu cầu'))).toBe(true);
    const staffTickets = ticketsOf(await bell('staff')).map((n) => n.title);
    expect(staffTickets.some((x) => /^Phiếu yêu cầu ".+" đã chuyển sang ".+"$/.test(x))).toBe(true);
    expect(staffTickets.some((x) => x.includes('đã bình luận phiếu yêu cầu'))).toBe(true);
    expect(adminBell.unread_count).toBeGreaterThanOrEqual(ticketsOf(adminBell).length);
    const [cat] = await q<{ id: string }>('SELECT id FROM ticket_category ORDER BY id LIMIT 1');
    const created = await t.call(tok.staff as string, 'POST', '/api/v1/ticket', {
      title: 'Máy chiếu phòng Đào không lên hình',
      category_id: Number(cat?.id),
      priority: 'HIGH',
      assignee_id: await staffOf('approver'),
      checklists: [{ content: 'Kiểm tra cáp HDMI' }, { content: 'Thay bóng đèn', is_done: true }, { content: 'Báo lại người yêu cầu' }],
      // Written by the server only: ignored or refused, never taken.
      setting_status_id: await statusId('Hoàn thành'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const fresh = (await q<{ setting_status_id: string; request_staff_id: string }>('SELECT setting_status_id, request_staff_id FROM ticket WHERE id = $1', [id]))[0];
    expect(Number(fresh?.setting_status_id)).toBe(await statusId('Mới tạo'));
    expect(Number(fresh?.request_staff_id)).toBe(await staffOf('staff'));

    // The list carries total_checklist (and done_checklist) for each row.
    const list = await t.call(tok.staff as string, 'GET', '/api/v1/ticket?limit=50');
    expect(list.status).toBe(200);
    const mine = list.body.data.items.find((x: { id: number }) => x.id === id);
    expect(mine).toMatchObject({ total_checklist: 3, done_checklist: 1 });
    // Staff see only their own tickets (and those they request or are assigned).
    expect(list.body.data.items.every((x: { created_by: number; request_staff_id: number }) => x.created_by === list.body.data.items[0].created_by)).toBe(true);

    // Requester filters: dropped when empty, applied when given.
    const [unit] = await q<{ unit_id: string; department_id: string | null }>('SELECT unit_id, department_id FROM staff WHERE id = $1', [await staffOf('staff')]);
    const byUnit = await t.call(tok.admin as string, 'GET', `/api/v1/ticket?limit=100&f_requestStaff_unit_id=${unit?.unit_id}`);
    expect(byUnit.status).toBe(200);
    expect(byUnit.body.data.items.some((x: { id: number }) => x.id === id)).toBe(true);
    const empty = await t.call(tok.admin as string, 'GET', '/api/v1/ticket?limit=100&f_requestStaff_department_id=&f_requestStaff_unit_id=');
    expect(empty.status).toBe(200);
    const all = await t.call(tok.admin as string, 'GET', '/api/v1/ticket?limit=100');
    expect(empty.body.data.totalRows).toBe(all.body.data.totalRows);
    const [otherUnit] = await q<{ id: string }>('SELECT id FROM organization WHERE id <> $1 AND id NOT IN (SELECT unit_id FROM staff WHERE id IN (SELECT request_staff_id FROM ticket WHERE request_staff_id IS NOT NULL)) LIMIT 1', [unit?.unit_id]);
    const none = await t.call(tok.admin as string, 'GET', `/api/v1/ticket?limit=100&f_requestStaff_unit_id=${otherUnit?.id}`);
    expect(none.body.data.items).toEqual([]);
    if (unit?.department_id) {
      const byDept = await t.call(tok.admin as string, 'GET', `/api/v1/ticket?f_requestStaff_department_id=${unit.department_id}`);
      expect(byDept.body.data.items.some((x: { id: number }) => x.id === id)).toBe(true);
    }

    // Someone unrelated neither sees nor moves it; the assignee (approver) and the requester do.
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/ticket/${id}`)).status).toBe(404);
    expect((await t.call(tok.editor as string, 'POST', `/api/v1/ticket-change-status/${id}/${await statusId('Đang xử lý')}`)).status).toBe(404);
    // The generic update cannot touch the status.
    await t.call(tok.staff as string, 'PUT', `/api/v1/ticket/${id}`, { setting_status_id: await statusId('Đã huỷ') });
    expect(Number((await q<{ s: string }>('SELECT setting_status_id AS s FROM ticket WHERE id = $1', [id]))[0]?.s)).toBe(await statusId('Mới tạo'));

    // The declared action (the admin's button); the spec's named path below.
    const moved = await t.call(tok.approver as string, 'POST', `/api/v1/ticket/${id}/changeStatus`, { setting_status_id: await statusId('Đang xử lý') });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.closed_date).toBeNull();
    // An unknown status is refused.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/ticket-change-status/${id}/999999`)).status).toBe(400);
    // Done is final: it closes the ticket; Done allows reopening (the setting), Cancelled does not.
    const done = await t.call(tok.staff as string, 'POST', `/api/v1/ticket-change-status/${id}/${await statusId('Hoàn thành')}`);
    expect(done.status).toBe(200);
    expect(done.body.data.closed_date).not.toBeNull();
    const reopened = await t.call(tok.approver as string, 'POST', `/api/v1/ticket-change-status/${id}/${await statusId('Đang xử lý')}`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.closed_date).toBeNull();
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/ticket-change-status/${id}/${await statusId('Đã huỷ')}`)).status).toBe(200);
    const refused = await t.call(tok.approver as string, 'POST', `/api/v1/ticket-change-status/${id}/${await statusId('Mới tạo')}?lang=en`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The ticket is in the final status "Cancelled" and cannot move to another status');
    const refusedVi = await t.call(tok.admin as string, 'POST', `/api/v1/ticket-change-status/${id}/${await statusId('Đang xử lý')}`);
    expect(refusedVi.status).toBe(409);
    expect(refusedVi.body.message).toContain('Đã huỷ');

    // One activity log row per move, described as spec §7 says.
    const logs = await q<{ n: number }>("SELECT count(*)::int AS n FROM activity_log WHERE table_name = 'ticket' AND record_id = $1 AND description = 'Update ticket status' AND suffix = 'status'", [id]);
    expect(logs[0]?.n).toBe(4);
    // ... and no other row for those moves (the action route wrote a second, generic one).
    const moves = await q<{ n: number }>("SELECT count(*)::int AS n FROM activity_log WHERE table_name = 'ticket' AND record_id = $1 AND action = 'changeStatus'", [id]);
    expect(moves[0]?.n).toBe(4);

    // Notifications, linking to the ticket's portal page: the assignee on assignment and on others' moves; the requester
    // on each status change made by someone else (three by the approver, none for their own move).
    const notes = async (username: string) =>
      q<{ title: string; title_en: string; link: string }>(
        "SELECT n.title, n.title_en, n.link FROM notification n JOIN account a ON a.id = n.recipient_id WHERE a.username = $1 AND n.source_type = 'REQUEST' AND n.source_id = $2 ORDER BY n.id",
        [username, id],
      );
    // The assignee also hears of the moves made by others (the requester's move to Done), not of their own.
    const assigned = await notes('approver');
    expect(assigned.map((n) => n.title)).toEqual([
      'Bạn được giao xử lý phiếu yêu cầu: Máy chiếu phòng Đào không lên hình',
      'Phiếu yêu cầu bạn xử lý "Máy chiếu phòng Đào không lên hình" đã chuyển sang "Hoàn thành"',
    ]);
    expect(assigned[1]?.title_en).toBe('The ticket "Máy chiếu phòng Đào không lên hình" assigned to you is now "Done"');
    expect(assigned.every((n) => n.link === `/administrative/ticket/${id}`)).toBe(true);
    const told = await notes('staff');
    expect(told.map((n) => n.title_en)).toEqual([
      'Your ticket "Máy chiếu phòng Đào không lên hình" is now "In progress"',
      'Your ticket "Máy chiếu phòng Đào không lên hình" is now "In progress"',
      'Your ticket "Máy chiếu phòng Đào không lên hình" is now "Cancelled"',
    ]);

    // Comments follow the ticket: the requester comments, an unrelated staff member cannot.
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/ticket-comment', { ticket_id: id, content: 'Đã dùng được, cảm ơn' })).status).toBe(200);
    // The assignee's comment reaches the requester; the requester's own does not come back to them.
    expect((await t.call(tok.approver as string, 'POST', '/api/v1/ticket-comment', { ticket_id: id, content: 'Đã thay cáp HDMI mới' })).status).toBe(200);
    expect((await notes('staff')).slice(3).map((n) => n.title)).toEqual(['Trần Văn Duyệt đã bình luận phiếu yêu cầu: Máy chiếu phòng Đào không lên hình']);
    expect((await t.call(tok.editor as string, 'POST', '/api/v1/ticket-comment', { ticket_id: id, content: 'x' })).status).toBe(404);
    const comments = await t.call(tok.editor as string, 'GET', `/api/v1/ticket-comment?f_ticket_id=${id}`);
    expect(comments.body.data.items).toEqual([]);
    // Statuses are the administration's settings.
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/ticket-status', { name: 'Của tôi', color: 'red' })).status).toBe(403);

    // The portal's ticket page in one read: its requester and assignee; nobody else (404).
    const detail = await t.call(tok.staff as string, 'GET', `/api/v1/ticket-detail/${id}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.status).toMatchObject({ name: 'Đã huỷ', name_en: 'Cancelled', color: 'default', is_final: true });
    expect(detail.body.data.ticket.checklists.map((x: { content: string }) => x.content)).toEqual(['Kiểm tra cáp HDMI', 'Thay bóng đèn', 'Báo lại người yêu cầu']);
    expect(detail.body.data.comments.map((x: { author: string }) => x.author)).toEqual(['Lê Hoàng Nam', 'Trần Văn Duyệt']);
    expect(detail.body.data.assignee).toBe('Trần Văn Duyệt');
    expect((await t.call(tok.approver as string, 'GET', `/api/v1/ticket-detail/${id}`)).status).toBe(200);
    expect((await t.call(tok.editor as string, 'GET', `/api/v1/ticket-detail/${id}`)).status).toBe(404);
    // The assignee's list of tickets given to them.
    const given = await t.call(tok.approver as string, 'GET', '/api/v1/ticket-assigned?limit=50');
    expect(given.body.data.items.map((x: { id: number }) => x.id)).toContain(id);
    expect((await t.call(tok.editor as string, 'GET', '/api/v1/ticket-assigned')).body.data.items.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('lunch: before the cut-off only, one per person and day, the kitchen counts per day and site', async () => {
    const [site] = await q<{ id: string }>('SELECT id FROM area ORDER BY id LIMIT 1');
    const area_id = Number(site?.id);
    // Monday 2 June 2031, 08:00 in Vietnam.
    t.clock.set('2031-06-02T01:00:00Z');
    const relogin = async () => {
      for (const u of ['staff', 'editor', 'approver']) tok[u] = await t.login(u);
    };
    await relogin();
    const reg = (who: string, meal_date: string, lang = 'vi') => t.call(tok[who] as string, 'POST', `/api/v1/meal-registration?lang=${lang}`, { meal_date, area_id });
    const first = await reg('staff', '2031-06-02');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.staff_id).toBe(await staffOf('staff'));
    // One per person and day (the database's unique constraint).
    const twice = await reg('staff', '2031-06-02');
    expect(twice.status).toBe(409);
    expect((await reg('editor', '2031-06-02')).status).toBe(200);
    expect((await reg('staff', '2031-06-03')).status).toBe(200);
    // Someone else's lunch is the kitchen's to register.
    expect((await t.call(tok.editor as string, 'POST', '/api/v1/meal-registration', { meal_date: '2031-06-04', area_id, staff_id: await staffOf('staff') })).status).toBe(403);
    // Too far ahead (the setting's 14 days).
    expect((await reg('staff', '2031-06-30')).status).toBe(400);

    // 09:30: today's cut-off (09:00) has passed: no registering, no cancelling, in vi and en.
    t.clock.set('2031-06-02T02:30:00Z');
    await relogin();
    const late = await reg('approver', '2031-06-02', 'en');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The cut-off for lunch on 02/06/2031 (09:00) has passed; you can no longer register or cancel');
    const cancelLate = await t.call(tok.staff as string, 'DELETE', `/api/v1/meal-registration/${first.body.data.id}`);
    expect(cancelLate.status).toBe(400);
    expect(cancelLate.body.message).toContain('Đã quá giờ chốt');
    expect((await reg('approver', '2031-06-01')).status).toBe(400);
    // Tomorrow's may still be cancelled.
    const tomorrow = await q<{ id: string }>("SELECT id FROM meal_registration WHERE meal_date = '2031-06-03'");
    expect((await t.call(tok.staff as string, 'DELETE', `/api/v1/meal-registration/${tomorrow[0]?.id}`)).status).toBe(200);

    // The kitchen's counts; staff may not read them.
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/meal-registration/counts?from=2031-06-02&to=2031-06-08')).status).toBe(403);
    const counts = await t.call(tok.approver as string, 'GET', '/api/v1/meal-registration/counts?from=2031-06-02&to=2031-06-08');
    expect(counts.status).toBe(200);
    expect(counts.body.data.items).toEqual([expect.objectContaining({ meal_date: '2031-06-02', area_id, total: 2 })]);
    // A kitchen account limited to an operating range counts only that range's staff.
    const unitOf = async (u: string) => Number((await q<{ u: string }>('SELECT s.unit_id AS u FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [u]))[0]?.u);
    expect(await unitOf('hr.auto')).not.toBe(await unitOf('staff'));
    const [other] = await q<{ id: string }>("INSERT INTO meal_registration (staff_id, meal_date, area_id) VALUES ($1, '2031-06-02', $2) RETURNING id", [await staffOf('hr.auto'), area_id]);
    const [kitchen] = await q<{ id: string; operating_range: string | null; range_unit_ids: string[] | null }>("SELECT id, operating_range, range_unit_ids FROM account WHERE username = 'approver'");
    tok.admin = await t.login('admin');
    const setRange = (operating_range: string | null, range_unit_ids: number[]) => t.call(tok.admin as string, 'PUT', `/api/v1/user/${kitchen?.id}`, { operating_range, range_unit_ids });
    const kitchenCounts = async () => (await t.call(tok.approver as string, 'GET', '/api/v1/meal-registration/counts?from=2031-06-02&to=2031-06-08')).body.data;
    expect((await kitchenCounts()).total).toBe(3);
    try {
      expect((await setRange('DESIGNATED_CORPORATION', [await unitOf('staff')])).status).toBe(200);
      const ranged = await kitchenCounts();
      expect(ranged.items).toEqual([expect.objectContaining({ meal_date: '2031-06-02', area_id, total: 2 })]);
      expect((await setRange('DESIGNATED_CORPORATION', [await unitOf('hr.auto')])).status).toBe(200);
      expect((await kitchenCounts()).total).toBe(1);
      expect((await setRange('RELATED_CORPORATIONS', [])).status).toBe(200);
      expect((await kitchenCounts()).total).toBe(0);
    } finally {
      expect((await setRange(kitchen?.operating_range ?? 'GROUP', (kitchen?.range_unit_ids ?? []).map(Number))).status).toBe(200);
      await q('DELETE FROM meal_registration WHERE id = $1', [other?.id]);
    }
    expect((await kitchenCounts()).total).toBe(2);
    const mine = await t.call(tok.staff as string, 'GET', '/api/v1/meal-registration/mine?from=2031-06-02&to=2031-06-08');
    expect(mine.body.data.items.map((x: { meal_date: string }) => x.meal_date)).toEqual(['2031-06-02']);
    expect(mine.body.data.today).toBe('2031-06-02');
    t.clock.set(new Date().toISOString());
    for (const u of ['admin', 'staff', 'approver']) tok[u] = await t.login(u);
  });

  it('stationery: requests approved through the engine, hand-outs take the stock down, two hand-outs of the last item: one wins', async () => {
    const item = await t.call(tok.admin as string, 'POST', '/api/v1/stationery-item', { name: 'Bút dạ quang vàng', name_en: 'Yellow highlighter', code: 'VPP-DQV', unit_name: 'Cây', unit_name_en: 'Piece', stock: 3 });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    const itemId = item.body.data.id as number;
    const req = await t.call(tok.staff as string, 'POST', '/api/v1/stationery-request', { title: 'Bút dạ cho phòng', lines: [{ item_id: itemId, quantity: 2 }] });
    expect(req.status, JSON.stringify(req.body)).toBe(200);
    const reqId = req.body.data.id as number;
    const statusOf = async () => (await q<{ status: string }>('SELECT status FROM stationery_request WHERE id = $1', [reqId]))[0]?.status;
    expect(await statusOf()).toBe('PENDING');
    // Not approved yet: no hand-out for it; staff may not hand out nor approve.
    expect((await t.call(tok.admin as string, 'POST', '/api/v1/stationery-handout', { item_id: itemId, quantity: 2, request_id: reqId })).status).toBe(409);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/stationery-handout', { item_id: itemId, quantity: 1 })).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/stationery-request/${reqId}/approve`, {})).status).toBe(403);
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/stationery-request/${reqId}/approve`, { comment: 'Đồng ý' })).status).toBe(200);
    expect(await statusOf()).toBe('APPROVED');
    const given = await t.call(tok.admin as string, 'POST', '/api/v1/stationery-handout', { item_id: itemId, quantity: 2, request_id: reqId });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data.staff_id).toBe(await staffOf('staff'));
    expect(await statusOf()).toBe('HANDED_OUT');
    const stock = async () => Number((await q<{ stock: string }>('SELECT stock FROM stationery_item WHERE id = $1', [itemId]))[0]?.stock);
    expect(await stock()).toBe(1);
    // The last one, twice at once: one wins, the other is told what is left.
    const race = await Promise.all([0, 1].map(() => t.call(tok.admin as string, 'POST', '/api/v1/stationery-handout?lang=en', { item_id: itemId, quantity: 1 })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.status === 409)?.body.message).toBe('Not enough "Yellow highlighter" in stock: 0 left, 1 asked');
    expect(await stock()).toBe(0);
    // Deleting a hand-out puts its items back.
    const won = race.find((r) => r.status === 200)?.body.data.id;
    expect((await t.call(tok.admin as string, 'DELETE', `/api/v1/stationery-handout/${won}`)).status).toBe(200);
    expect(await stock()).toBe(1);
  });
});
