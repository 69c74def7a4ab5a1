/**
 * Bookings of meeting rooms and service cars (issue 16): no overlap (the 409 names the booking in
 * the way, in vi and en; 100 concurrent requests for one slot make exactly one booking),
 * back-to-back bookings, cancelling frees the slot, weekly bookings reporting the taken weeks, who may change what, the approval walk of a
 * room that requires approval and of a car, and the calendar reads.
 */
import { describe, expect, it } from 'vitest';
import { mondayOf } from '../../src/seed/administration/bookings.js';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('bookings on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const roomId = async (code: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM room WHERE code = $1', [code]))[0]?.id);
  const carId = async (plate: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM service_car WHERE plate = $1', [plate]))[0]?.id);
  const statusOf = async (table: string, id: number) => (await t.database.query<{ status: string; state: string }>(`SELECT status, state FROM ${table} WHERE id = $1`, [id]))[0];
  /** Day `d` of the week three weeks from now (clear of the demo bookings), at `h` hours in Vietnam. */
  const slot = (d: number, h: number) => new Date(mondayOf(t.clock.now) + (21 + d) * 86_400_000 + h * 3_600_000).toISOString();
  const bookRoom = (who: string, room: number, from: string, to: string, title = 'Họp nhóm', lang = 'vi') =>
    t.call(tok[who] as string, 'POST', `/api/v1/book-room?lang=${lang}`, { title, room_id: room, start_time: from, end_time: to, attendee_count: 4 });

  it('refuses an overlapping room booking with a 409 naming it, in vi and en; allows back-to-back; cancelling frees the slot', async () => {
    for (const u of ['admin', 'staff', 'editor', 'approver', 'hr']) tok[u] = await t.login(u);
    const sen = await roomId('P-SEN');
    const first = await bookRoom('staff', sen, slot(0, 9), slot(0, 10), 'Họp kế hoạch tuần');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const id = first.body.data.id as number;
    // A room without approval is confirmed at once (the answer says so too); the organiser is the booker's staff file.
    expect(first.body.data.status).toBe('APPROVED');
    expect((await statusOf('book_room', id))?.status).toBe('APPROVED');
    const vi = await bookRoom('editor', sen, slot(0, 9.5), slot(0, 11));
    expect(vi.status).toBe(409);
    expect(vi.body.message).toContain('Phòng đã được đặt từ 09:00');
    expect(vi.body.message).toContain('10:00');
    expect(vi.body.message).toContain('Họp kế hoạch tuần');
    expect(vi.body.message).toContain('Lê Hoàng Nam');
    expect(vi.body.errors?.[0]?.field).toBe('start_time');
    const en = await bookRoom('editor', sen, slot(0, 8), slot(0, 9.25), 'x', 'en');
    expect(en.status).toBe(409);
    expect(en.body.message).toMatch(/^The room is already booked from 09:00 \S+ to 10:00 \S+ for "Họp kế hoạch tuần" \(organiser: Lê Hoàng Nam\)/);
    // Back to back: ending when the other starts, starting when it ends.
    expect((await bookRoom('editor', sen, slot(0, 8), slot(0, 9))).status).toBe(200);
    expect((await bookRoom('editor', sen, slot(0, 10), slot(0, 11))).status).toBe(200);
    // Another room at the same time is free.
    expect((await bookRoom('editor', await roomId('P-MAI'), slot(0, 9), slot(0, 10))).status).toBe(200);
    // Someone else's booking: no changing, no cancelling.
    expect((await t.call(tok.editor as string, 'DELETE', `/api/v1/book-room/${id}?f_portal=1`)).status).toBe(403);
    expect((await t.call(tok.editor as string, 'PUT', `/api/v1/book-room/${id}`, { title: 'Của tôi' })).status).toBe(403);
    // The organiser cancels (the portal's delete): the slot is free at once.
    const del = await t.call(tok.staff as string, 'DELETE', `/api/v1/book-room/${id}?f_portal=1`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await statusOf('book_room', id)).toEqual({ status: 'CANCELLED', state: 'INACTIVE' });
    expect((await bookRoom('editor', sen, slot(0, 9.5), slot(0, 10))).status).toBe(200);
  });

  it('lets only the administration set up areas, rooms and cars; refuses anonymous bookings and impossible ones', async () => {
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/area')).status).toBe(200);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/area', { name: 'Kho' })).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/room', { name: 'Phòng riêng', capacity: 2 })).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/car', { name: 'Xe riêng', plate: '51A-000.00', seats: 4 })).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/v1/book-room', { title: 'x', room_id: await roomId('P-DAO'), start_time: slot(1, 9), end_time: slot(1, 10) })).status).toBe(401);
    const over = await t.call(tok.staff as string, 'POST', '/api/v1/book-room?lang=en', { title: 'Đông người', room_id: await roomId('P-DAO'), start_time: slot(1, 9), end_time: slot(1, 10), attendee_count: 50 });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('capacity (6)');
    const backwards = await bookRoom('staff', await roomId('P-DAO'), slot(1, 10), slot(1, 9));
    expect(backwards.status).toBe(400);
    const rooms = await t.call(tok.staff as string, 'GET', `/api/v1/room/unit/${(await t.database.query<{ id: string }>("SELECT id FROM organization WHERE code = 'THACO-AUTO'"))[0]?.id}`);
    expect(rooms.status).toBe(200);
    expect(rooms.body.data.items.map((r: { code: string }) => r.code).sort()).toEqual(['CL-A', 'CL-B']);
  });

  it('walks the approval of a room that requires it: pending, the approver is notified and approves', async () => {
    const hall = await roomId('HT-01');
    const res = await bookRoom('staff', hall, slot(2, 8), slot(2, 12), 'Hội nghị khách hàng');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    expect((await statusOf('book_room', id))?.status).toBe('PENDING');
    // Pending holds the slot.
    expect((await bookRoom('editor', hall, slot(2, 11), slot(2, 13))).status).toBe(409);
    const waiting = await t.call(tok.approver as string, 'GET', '/api/v1/approvals/waiting');
    expect(waiting.body.data.items.map((w: { target_type: string; target_id: number }) => `${w.target_type}:${w.target_id}`)).toContain(`book_room:${id}`);
    const notes = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notification n JOIN account a ON a.id = n.recipient_id WHERE a.username = 'approver' AND n.source_type = 'BOOK_ROOM' AND n.source_id = $1",
      [id],
    );
    expect(notes[0]?.n).toBe(1);
    // Not the booker's to approve; the approver approves.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/book-room/${id}/approve`, {})).status).toBe(403);
    const ok = await t.call(tok.approver as string, 'POST', `/api/v1/book-room/${id}/approve`, { comment: 'Đồng ý' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await statusOf('book_room', id))?.status).toBe('APPROVED');
    // A rejected booking frees its slot.
    const other = await bookRoom('editor', hall, slot(3, 8), slot(3, 9));
    expect((await statusOf('book_room', other.body.data.id))?.status).toBe('PENDING');
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/book-room/${other.body.data.id}/reject`, { comment: 'Trùng lịch kiểm toán' })).status).toBe(200);
    expect((await bookRoom('staff', hall, slot(3, 8), slot(3, 9))).status).toBe(200);
  });

  it('books cars through the BOOK_CAR approval, refuses an overlapping trip; the named status route is for the administration', async () => {
    const car = await carId('51K-123.45');
    const trip = (who: string, from: string, to: string, lang = 'vi') =>
      t.call(tok[who] as string, 'POST', `/api/v1/book-car?lang=${lang}`, { title: 'Gặp khách hàng', car_id: car, start_time: from, end_time: to, pick_up: 'Trụ sở chính', destination: 'Quận 7', passenger_count: 3 });
    const res = await trip('staff', slot(1, 8), slot(1, 12));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    expect((await statusOf('book_car', id))?.status).toBe('PENDING');
    // Waiting for approval, the trip is frozen (issue 36, class 3): the approver decides on what they
    // see. Before: 200, and the request kept the old title. Nothing is written.
    const frozen = await t.call(tok.staff as string, 'PUT', `/api/v1/book-car/${id}?lang=en`, { destination: 'Bình Dương', passenger_count: 7 });
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(409);
    expect((await t.database.query<{ destination: string }>('SELECT destination FROM book_car WHERE id = $1', [id]))[0]?.destination).toBe('Quận 7');
    const clash = await trip('editor', slot(1, 11), slot(1, 13), 'en');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('The car is already booked from 08:00');
    // The booker may not approve it through the status route; the approval engine decides.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/book-car-status/${id}/APPROVED`)).status).toBe(409);
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/book-car/${id}/approve`, {})).status).toBe(200);
    // The administration (approve) may cancel an approved trip; the booker (view) may not this way.
    expect((await t.call(tok.staff as string, 'POST', `/api/v1/book-car-status/${id}/CANCELLED`)).status).toBe(403);
    expect((await t.call(tok.approver as string, 'POST', `/api/v1/book-car-status/${id}/CANCELLED`)).status).toBe(200);
    expect((await trip('editor', slot(1, 11), slot(1, 13))).status).toBe(200);
  });

  it('books a room weekly: free weeks are booked, a taken week is reported naming the booking in its way', async () => {
    const dao = await roomId('P-DAO');
    // Someone holds the third week's slot already.
    expect((await bookRoom('editor', dao, slot(17, 15), slot(17, 16), 'Họp chuyên đề')).status).toBe(200);
    const res = await t.call(tok.staff as string, 'POST', '/api/v1/book-room/recurring?lang=en', { title: 'Giao ban nhóm', room_id: dao, start_time: slot(3, 15), end_time: slot(3, 16), weeks: 4 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.created).toHaveLength(3);
    expect(res.body.data.conflicts).toHaveLength(1);
    expect(res.body.data.conflicts[0].start_time).toBe(slot(17, 15));
    expect(res.body.data.conflicts[0].message).toMatch(/^The room is already booked from 15:00 .* for "Họp chuyên đề"/);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/book-room/recurring', { title: 'x', room_id: dao, start_time: slot(5, 8), end_time: slot(5, 9), weeks: 99 })).status).toBe(400);
  });

  it('reads a week of every room in one bounded call', async () => {
    const from = slot(0, 0);
    const to = slot(7, 0);
    const res = await t.call(tok.staff as string, 'GET', `/api/v1/apps/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.data.items as { id: number; target_id: number; start_time: string; status: string; organizer: string; is_mine: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((x) => x.target_id)).size).toBeGreaterThanOrEqual(2);
    // Compact: the room is named by its id (the calendar has the rooms), ordered by start then id.
    expect(Object.keys(items[0] as object).sort()).toEqual(['end_time', 'id', 'is_mine', 'organizer', 'start_time', 'status', 'target_id', 'title']);
    expect(items.every((x, i) => i === 0 || (items[i - 1] as { start_time: string }).start_time <= x.start_time)).toBe(true);
    // Many calls in a row (a prepared statement turns to its generic plan after five) answer the same.
    for (let i = 0; i < 7; i++) expect((await t.call(tok.staff as string, 'GET', `/api/v1/apps/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(slot(7, i))}`)).body.data.items.length).toBe(items.length);
    expect(items.every((x) => ['NEW', 'PENDING', 'APPROVED'].includes(x.status) && x.start_time < to)).toBe(true);
    expect(items.some((x) => x.is_mine)).toBe(true);
    // This week's demo bookings by default.
    const week = await t.call(tok.staff as string, 'GET', '/api/v1/apps/calendar');
    expect(week.body.data.items.length).toBeGreaterThan(0);
    const cars = await t.call(tok.staff as string, 'GET', `/api/v1/apps/booking_car/events?from=${encodeURIComponent(slot(1, 0))}&to=${encodeURIComponent(slot(2, 0))}`);
    expect(cars.body.data.items.map((x: { title: string }) => x.title)).toContain('Gặp khách hàng');
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/apps/business-travel')).status).toBe(200);
    const tooLong = await t.call(tok.staff as string, 'GET', `/api/v1/apps/calendar?from=${encodeURIComponent(slot(0, 0))}&to=${encodeURIComponent(slot(60, 0))}`);
    expect(tooLong.status).toBe(400);
  });

  it('finds free windows of rooms for a duration, capacity and equipment; business trips have their calendar calls', async () => {
    const cuc = await roomId('P-CUC');
    expect((await bookRoom('staff', cuc, slot(8, 9), slot(8, 10))).status).toBe(200);
    expect((await bookRoom('editor', cuc, slot(8, 10.5), slot(8, 17))).status).toBe(200);
    const find = (q: string) => t.call(tok.staff as string, 'GET', `/api/v1/apps/calendar/free-slots?from=${encodeURIComponent(slot(8, 0))}&to=${encodeURIComponent(slot(9, 0))}&${q}`);
    // Ten seats with a projector and video conferencing: only the Daisy room; its free hours that day.
    const equip = encodeURIComponent('Máy chiếu|Hội nghị trực tuyến');
    const hour = await find(`duration=60&capacity=10&equipment=${equip}`);
    expect(hour.status, JSON.stringify(hour.body)).toBe(200);
    const windows = (r: typeof hour) => r.body.data.items.map((x: { target_id: number; start_time: string; end_time: string }) => [x.target_id, x.start_time, x.end_time]);
    expect(windows(hour)).toEqual([
      [cuc, slot(8, 8), slot(8, 9)],
      [cuc, slot(8, 17), slot(8, 18)],
    ]);
    expect(windows(await find(`duration=30&capacity=10&equipment=${equip}`))).toContainEqual([cuc, slot(8, 10), slot(8, 10.5)]);
    expect((await find(`duration=60&capacity=11&equipment=${equip}`)).body.data.items).toEqual([]);
    // Without conditions every free room of the day is offered, the big hall too.
    const any = await find('duration=120');
    expect(new Set(any.body.data.items.map((x: { target_id: number }) => x.target_id)).has(await roomId('HT-01'))).toBe(true);
    expect((await find('duration=5')).status).toBe(400);
    expect((await t.call(null, 'GET', '/api/v1/apps/calendar/free-slots')).status).toBe(401);
    // Business trips: added through their calendar (marked business travel), read back, removed.
    const trip = await t.call(tok.staff as string, 'POST', '/api/v1/apps/business-travel/add-event', {
      title: 'Công tác nhà máy Chu Lai', car_id: await carId('43A-567.89'), start_time: slot(9, 7), end_time: slot(10, 18), pick_up: 'Sân bay Chu Lai', destination: 'Nhà máy THACO Chu Lai',
    });
    expect(trip.status, JSON.stringify(trip.body)).toBe(200);
    expect(trip.body.data.is_business_travel).toBe(true);
    const travel = await t.call(tok.staff as string, 'GET', `/api/v1/apps/business-travel/events?from=${encodeURIComponent(slot(9, 0))}&to=${encodeURIComponent(slot(11, 0))}`);
    expect(travel.body.data.items.map((x: { id: number }) => x.id)).toEqual([trip.body.data.id]);
    expect((await t.call(tok.editor as string, 'POST', '/api/v1/apps/business-travel/remove-event', { id: trip.body.data.id })).status).toBe(403);
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/apps/business-travel/remove-event', { id: trip.body.data.id })).status).toBe(200);
  });

  it('books attendees found by the people picker: staff searched without diacritics, a page at a time', async () => {
    tok.staff ??= await t.login('staff');
    const page = await t.call(tok.staff as string, 'GET', '/api/v1/staff-directory?q=le%20hoang%20nam&limit=5&page=1');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const nam = page.body.data.items.find((x: { full_name: string }) => x.full_name === 'Lê Hoàng Nam');
    expect(nam).toBeDefined();
    const second = await t.call(tok.staff as string, 'GET', '/api/v1/staff-directory?limit=5&page=2');
    expect(second.body.data.items).toHaveLength(5);
    expect(second.body.data.totalRows).toBeGreaterThan(10);
    const res = await t.call(tok.staff as string, 'POST', '/api/v1/book-room', { title: 'Họp dự án', room_id: await roomId('P-MAI'), start_time: slot(8, 14), end_time: slot(8, 15), attendee_ids: [nam.id, second.body.data.items[0].id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.attendee_ids).toEqual([nam.id, second.body.data.items[0].id]);
  });

  it('makes exactly one booking of 100 concurrent requests for one slot', async () => {
    const room = await roomId('P-CUC');
    const from = slot(4, 14);
    const to = slot(4, 15);
    const who = ['staff', 'editor', 'hr', 'admin'];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/book-room?lang=en',
          headers: { authorization: `Bearer ${tok[who[i % who.length] as string]}` },
          payload: { title: `Tranh phòng ${i}`, room_id: room, start_time: from, end_time: to },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 200 && c < 300).length).toBe(1);
    expect(codes.filter((c) => c === 409).length).toBe(99);
    expect(JSON.parse(results.find((r) => r.statusCode === 409)?.body ?? '{}').message).toContain('The room is already booked');
    const rows = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM book_room WHERE room_id = $1 AND state = 'ACTIVE' AND start_time = $2", [room, from]);
    expect(rows[0]?.n).toBe(1);
  });
});
