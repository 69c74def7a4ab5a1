/**
 * Bookings at scale (issue 16 "Scale"): meeting rooms and service cars spread over the
 * organisation's units and the demo areas, and past bookings of them on weekdays: `roomPerDay`
 * meetings per room (08:00, 11:00, 14:00 ... Vietnam time, 90 minutes each) and `carPerDay` trips
 * per car (3 hours each), going back from last week's Friday as far as the count needs. They never
 * overlap, so the exclusion constraint stays in place. 90% approved, 5% rejected, 5% cancelled
 * (cancelled ones inactive, as the portal's cancel leaves them). Everything is INSERT ... SELECT
 * FROM generate_series with values derived from the row number (deterministic).
 *
 * The report roll-ups (ADR 0008) are kept by row triggers; for a bulk load they are disabled and
 * the roll-ups refilled once afterwards (what the migration does), as the secondary indexes are
 * dropped and built once.
 */
import { bookCarReport, bookRoomReport } from '@portal/domain';
import type { Database } from '../packages/server/src/db/client.js';
import { rollupRefillSql, rollupTable } from '../packages/server/src/engine/reports.js';
import { bulk } from './generate-hr.js';

export type BookingSizes = { rooms: number; cars: number; bookings: number; roomPerDay: number; carPerDay: number };
/** The smoke run's sizes: seconds to build. */
export const BOOKINGS_QUICK: BookingSizes = { rooms: 20, cars: 10, bookings: 20_000, roomPerDay: 3, carPerDay: 2 };
/** The issue's sizes: 200 rooms, 100 cars, 2,000,000 past bookings (3/4 rooms, 1/4 cars). */
export const BOOKINGS_FULL: BookingSizes = { rooms: 200, cars: 100, bookings: 2_000_000, roomPerDay: 3, carPerDay: 2 };

type Log = (s: string) => void;

/** Monday 00:00 (Vietnam) of the week before `now`'s, as an instant. */
export function lastMonday(now: Date): Date {
  const local = new Date(now.getTime() + 7 * 3_600_000);
  const day = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day - 7) - 7 * 3_600_000);
}

const pick = (n: number, salt: number) => `(abs(hashint8(g::bigint * 7919 + ${salt})) % ${n})`;
const lit = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const ROOM_TITLES = ['Họp giao ban tuần', 'Họp kế hoạch kinh doanh', 'Phỏng vấn ứng viên', 'Đào tạo nội bộ', 'Họp với đối tác', 'Rà soát tiến độ dự án', 'Họp phòng Kỹ thuật', 'Họp Ban Giám đốc'];
const CAR_TITLES = ['Đón khách tại sân bay', 'Công tác nhà máy Chu Lai', 'Khảo sát công trình', 'Gặp khách hàng', 'Đưa đoàn kiểm tra chất lượng'];
const PLACES = ['Trụ sở chính, 10 Mai Chí Thọ', 'Sân bay Tân Sơn Nhất', 'Khu phức hợp THACO Chu Lai', 'Showroom Thủ Đức', 'Nhà máy Bus Thaco', 'Sân bay Đà Nẵng'];


/**
 * Row `g` (1-based) of `perDay` bookings a day on each of `targets` rooms (cars), on weekdays going
 * back from `monday` (last week's): the target, then the slot of the day, then the weekday.
 */
const slotSql = (targets: number, perDay: number, monday: Date, firstHour: number, gapHours: number, lengthHours: number) => {
  const seq = `((g - 1) / ${targets})`;
  const w = `(${seq} / ${perDay})`;
  const slot = `(${seq} % ${perDay})`;
  const start = `(timestamptz '${monday.toISOString()}' - ((${w} / 5) * 7) * interval '1 day' + (${w} % 5) * interval '1 day' + (${firstHour} + ${slot} * ${gapHours}) * interval '1 hour')`;
  return { start, end: `(${start} + interval '${lengthHours * 60} minutes')`, target: `((g - 1) % ${targets})` };
};

const STATUS = `(CASE WHEN ${pick(20, 11)} = 0 THEN 'CANCELLED' WHEN ${pick(20, 11)} = 1 THEN 'REJECTED' ELSE 'APPROVED' END)`;
const STATE = `(CASE WHEN ${pick(20, 11)} = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END)`;

export async function generateBookings(db: Database, sizes: BookingSizes, log: Log = () => undefined, now = new Date()): Promise<Record<string, number>> {
  const started = Date.now();
  const monday = lastMonday(now);
  await db.exec(`INSERT INTO area (name, name_en, code) SELECT 'Khu bench ' || g, 'Bench area ' || g, 'BA' || g FROM generate_series(1, 3) g WHERE NOT EXISTS (SELECT 1 FROM area WHERE code = 'BA1')`);
  const units = `(SELECT array_agg(id ORDER BY id) FROM organization WHERE state = 'ACTIVE')`;
  const areas = `(SELECT array_agg(id ORDER BY id) FROM area WHERE code LIKE 'BA%')`;
  const admin = `(SELECT id FROM account WHERE username = 'admin')`;
  await db.exec(
    `INSERT INTO room (name, name_en, code, area_id, unit_id, floor, capacity, is_approval_required, ordering, created_by)
     SELECT 'Phòng họp B' || g, 'Meeting room B' || g, 'BR' || g, (${areas})[1 + g % 3], (${units})[1 + g % array_length(${units}, 1)], 'Tầng ' || (1 + g % 9), 6 + g % 30, false, 100 + g, ${admin}
       FROM generate_series(1, ${sizes.rooms}) g`,
  );
  await db.exec(
    `INSERT INTO service_car (name, plate, seats, driver_name, area_id, unit_id, ordering, created_by)
     SELECT 'Xe công vụ B' || g, '51B-' || lpad(g::text, 5, '0'), (ARRAY[4, 7, 16, 29])[1 + g % 4], 'Tài xế ' || g, (${areas})[1 + g % 3], (${units})[1 + g % array_length(${units}, 1)], 100 + g, ${admin}
       FROM generate_series(1, ${sizes.cars}) g`,
  );
  const roomIds = `(SELECT array_agg(id ORDER BY id) FROM room WHERE code LIKE 'BR%')`;
  const carIds = `(SELECT array_agg(id ORDER BY id) FROM service_car WHERE plate LIKE '51B-%')`;
  const organizers = `(SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM staff ORDER BY id LIMIT 200) s)`;
  const roomCount = Math.round((sizes.bookings * 3) / 4);
  const carCount = sizes.bookings - roomCount;
  for (const rep of [bookRoomReport, bookCarReport]) await db.exec(`ALTER TABLE "${rep.resource}" DISABLE TRIGGER "${rollupTable(rep)}_trg"`);
  try {
    const r = slotSql(sizes.rooms, sizes.roomPerDay, monday, 8, 3, 1.5);
    await bulk(
      db,
      'book_room',
      roomCount,
      (from, to) => `
      INSERT INTO book_room (title, room_id, start_time, end_time, organizer_id, attendee_count, status, state, created_by, updated_by, created_date, updated_date)
      SELECT (${lit(ROOM_TITLES)})[1 + ${pick(ROOM_TITLES.length, 3)}], (${roomIds})[1 + ${r.target}], ${r.start}, ${r.end},
             (${organizers})[1 + ${pick(200, 5)}], 2 + ${pick(12, 7)}, ${STATUS}, ${STATE}, ${admin}, ${admin}, ${r.start} - interval '3 days', ${r.start} - interval '3 days'
        FROM generate_series(${from}, ${to}) g`,
      log,
      100_000,
    );
    const c = slotSql(sizes.cars, sizes.carPerDay, monday, 7, 5, 3);
    await bulk(
      db,
      'book_car',
      carCount,
      (from, to) => `
      INSERT INTO book_car (title, car_id, start_time, end_time, organizer_id, pick_up, destination, passenger_count, is_business_travel, status, state, created_by, updated_by, created_date, updated_date)
      SELECT (${lit(CAR_TITLES)})[1 + ${pick(CAR_TITLES.length, 3)}], (${carIds})[1 + ${c.target}], ${c.start}, ${c.end},
             (${organizers})[1 + ${pick(200, 5)}], (${lit(PLACES)})[1 + ${pick(PLACES.length, 8)}], (${lit(PLACES)})[1 + ${pick(PLACES.length, 9)}], 1 + ${pick(6, 10)}, ${pick(3, 12)} = 0,
             ${STATUS}, ${STATE}, ${admin}, ${admin}, ${c.start} - interval '5 days', ${c.start} - interval '5 days'
        FROM generate_series(${from}, ${to}) g`,
      log,
      100_000,
    );
  } finally {
    for (const rep of [bookRoomReport, bookCarReport]) await db.exec(`ALTER TABLE "${rep.resource}" ENABLE TRIGGER "${rollupTable(rep)}_trg"`);
  }
  const roll = Date.now();
  for (const rep of [bookRoomReport, bookCarReport]) {
    await db.exec(rollupRefillSql(rep));
    await db.exec(`VACUUM ANALYZE "${rollupTable(rep)}"`);
  }
  log(`  report roll-ups refilled in ${((Date.now() - roll) / 1000).toFixed(1)}s`);
  const [oldest] = await db.query<{ d: string }>(`SELECT to_char(min(start_time), 'YYYY-MM-DD') AS d FROM book_room`);
  log(`  bookings from ${oldest?.d} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { rooms: sizes.rooms, cars: sizes.cars, book_room: roomCount, book_car: carCount };
}
