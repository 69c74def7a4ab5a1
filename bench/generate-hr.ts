/**
 * HR data at scale (issue 14 "Scale"): organisation units as a tree (stored as the engine stores
 * them: `tree_path` is the ltree of ids from the root, parent first), staff files spread over the
 * departments, and sub-records (contracts, family, education, experience, recognitions, transfers,
 * salaries) spread evenly over the staff. Everything is INSERT ... SELECT FROM generate_series with
 * values derived from the row number by a hash: deterministic, and a million rows in a minute or two.
 * Units hang under the demo group (THACO); staff codes are NV000001...; contract numbers HĐ-B1...
 */
import type { Database } from '../packages/server/src/db/client.js';

export type HrSizes = { units: number; staff: number; subRecords: number };
/** The quick run's HR data: enough for every HR scenario, seconds to build. */
export const HR_QUICK: HrSizes = { units: 200, staff: 2_000, subRecords: 20_000 };
/** The issue's sizes. */
export const HR_FULL: HrSizes = { units: 1_000, staff: 50_000, subRecords: 1_000_000 };

const lit = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A deterministic pseudo-random integer in [0, n) for row `v` and a salt. */
const pick = (n: number | string, salt: number, v = 'g') => `(abs(hashint8(${v}::bigint * 7919 + ${salt})) % ${n})`;
const one = (words: readonly string[], salt: number, v = 'g') => `(${lit(words)})[1 + ${pick(words.length, salt, v)}]`;
const dateBack = (days: number, salt: number, plusDays = '0') => `(date '2026-01-01' - ${pick(days, salt)}::int + ${plusDays})`;

// Nguyễn is about a third of Vietnamese family names: the search's hardest common term.
const FAMILY = ['Nguyễn', 'Nguyễn', 'Nguyễn', 'Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Võ', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Hoàng', 'Thanh', 'Quốc', 'Thu', 'Đức', 'Hữu', 'Thị Thu', 'Văn Minh'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Khoa', 'Linh', 'Long', 'Mai', 'Nam', 'Nga', 'Phúc', 'Quân', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Hùng', 'Hiếu', 'Khánh', 'Lan', 'Nhung', 'Phương', 'Tùng', 'Yến'];
const DEPTS: [string, string][] = [
  ['Phòng Kinh doanh', 'Sales'],
  ['Phòng Kỹ thuật', 'Engineering'],
  ['Phòng Nhân sự', 'Human resources'],
  ['Phòng Tài chính Kế toán', 'Finance and accounting'],
  ['Phòng Hành chính', 'Administration'],
  ['Phòng Công nghệ thông tin', 'Information technology'],
  ['Xưởng Sản xuất', 'Production'],
  ['Phòng Chất lượng', 'Quality'],
  ['Phòng Mua hàng', 'Purchasing'],
  ['Phòng Pháp chế', 'Legal'],
];
const PLACES = ['Chu Lai', 'Đà Nẵng', 'Hà Nội', 'TP. Hồ Chí Minh', 'Cần Thơ', 'Bình Dương', 'Đồng Nai', 'Hải Phòng', 'Quảng Nam', 'Khánh Hoà'];
const SCHOOLS = ['Đại học Bách khoa TP.HCM', 'Đại học Kinh tế TP.HCM', 'Đại học Đà Nẵng', 'Đại học Cần Thơ', 'Trường Cao đẳng Kỹ thuật Cao Thắng', 'Đại học Quốc gia Hà Nội', 'Đại học Ngoại thương'];
const COMPANIES = ['THACO AUTO', 'Công ty CP Ô tô Trường Hải', 'Công ty TNHH Bosch Việt Nam', 'THILOGI', 'Công ty CP FPT', 'Công ty TNHH Samsung Việt Nam', 'Tổng công ty Viễn thông Viettel'];
const JOBS = ['Kỹ sư cơ khí', 'Chuyên viên kế toán', 'Trưởng nhóm kinh doanh', 'Chuyên viên nhân sự', 'Kỹ sư phần mềm', 'Nhân viên kho vận', 'Kỹ thuật viên'];
const OCCUPATIONS = ['Hưu trí', 'Nội trợ', 'Giáo viên', 'Học sinh', 'Kỹ sư', 'Kinh doanh', 'Công nhân'];
const AWARDS = ['Chiến sĩ thi đua cấp cơ sở', 'Lao động tiên tiến', 'Sáng kiến cải tiến kỹ thuật', 'Hoàn thành xuất sắc nhiệm vụ', 'Khiển trách do vi phạm nội quy'];

type Log = (s: string) => void;

async function scalar(db: Database, sql: string): Promise<number> {
  const [r] = await db.query<{ n: number | null }>(sql);
  return Number(r?.n ?? 0);
}

/**
 * Runs `insert(from, to)` over 1..count in chunks. For large tables the secondary indexes are dropped
 * first and built once afterwards (far cheaper than maintaining them row by row, as bench/generate.ts).
 */
export async function bulk(db: Database, table: string, count: number, insert: (from: number, to: number) => string, log: Log, chunk = 50_000): Promise<void> {
  const started = Date.now();
  const indexes =
    count >= 100_000
      ? await db.query<{ indexname: string; indexdef: string }>(
          `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.tablename = $1 AND i.schemaname = 'public'
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
          [table],
        )
      : [];
  for (const ix of indexes) await db.exec(`DROP INDEX IF EXISTS "${ix.indexname}"`);
  for (let from = 1; from <= count; from += chunk) await db.exec(insert(from, Math.min(count, from + chunk - 1)));
  if (indexes.length > 0) {
    const mem = db.kind === 'postgres' ? "SET maintenance_work_mem = '512MB'; " : '';
    for (const ix of indexes) await db.exec(`${mem}${ix.indexdef}`);
  }
  await db.exec(`VACUUM ANALYZE "${table}"`);
  log(`  ${table}: ${count.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)}s${indexes.length ? ` (${indexes.length} indexes rebuilt)` : ''}`);
}

/** Units: 10 blocks under the group, 100 companies under them, departments under the companies. */
async function units(db: Database, n: number, log: Log): Promise<void> {
  const started = Date.now();
  await db.exec(`UPDATE organization SET tree_path = id::text::ltree WHERE parent_id IS NULL AND tree_path IS NULL`);
  const levels: [from: number, to: number, type: string][] = [
    [1, Math.min(n, 10), 'BLOCK'],
    [11, Math.min(n, 110), 'SUBSIDIARY'],
    [111, n, 'DEPARTMENT'],
  ];
  for (const [from, to, type] of levels) {
    if (to < from) continue;
    const name =
      type === 'BLOCK'
        ? [`'Khối ' || ${one(PLACES, 1, 'k')} || ' ' || k`, `'Block ' || k`]
        : type === 'SUBSIDIARY'
          ? [`'Công ty THACO ' || ${one(PLACES, 2, 'k')} || ' ' || k`, `'THACO company ' || k`]
          : [`(${lit(DEPTS.map((d) => d[0]))})[1 + k % ${DEPTS.length}] || ' ' || k`, `(${lit(DEPTS.map((d) => d[1]))})[1 + k % ${DEPTS.length}] || ' ' || k`];
    await db.exec(
      `INSERT INTO organization (code, name, name_en, type, parent_id, ordering, address, phone, has_car)
       SELECT 'BU' || k, ${name[0]}, ${name[1]}, '${type}', p.id, k, ${one(PLACES, 3, 'k')}, '028' || lpad(${pick(10_000_000, 4, 'k')}::text, 7, '0'), ${pick(10, 5, 'k')} = 0
         FROM generate_series(${from}, ${to}) AS k
         JOIN organization p ON p.code = CASE WHEN k <= 10 THEN 'THACO' ELSE 'BU' || ((k - 1) / 10) END AND p.state = 'ACTIVE'`,
    );
    await db.exec(
      `UPDATE organization o SET tree_path = p.tree_path || o.id::text FROM organization p WHERE o.parent_id = p.id AND o.tree_path IS NULL AND p.tree_path IS NOT NULL`,
    );
  }
  await db.exec('VACUUM ANALYZE organization');
  log(`  organization: ${n.toLocaleString('en')} units in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/** Staff files: each in a department (a leaf unit) and its parent company; 90% working. */
async function staffFiles(db: Database, n: number, log: Log): Promise<void> {
  const settings = (cat: string) => `(SELECT array_agg(id ORDER BY id) FROM staff_setting_item WHERE category = '${cat}')`;
  await bulk(
    db,
    'staff',
    n,
    (from, to) => `
    WITH d AS (SELECT id, CASE WHEN type = 'DEPARTMENT' THEN parent_id ELSE id END AS unit, CASE WHEN type = 'DEPARTMENT' THEN id END AS dept,
                      (row_number() OVER (ORDER BY id))::int - 1 AS rn
                 FROM organization WHERE code LIKE 'BU%' AND type IN ('DEPARTMENT', 'SUBSIDIARY')
                  AND (type = 'DEPARTMENT' OR NOT EXISTS (SELECT 1 FROM organization WHERE code LIKE 'BU%' AND type = 'DEPARTMENT'))),
         nd AS (SELECT count(*)::int AS n FROM d),
         s AS (SELECT (SELECT array_agg(id ORDER BY id) FROM position) AS pos, ${settings('STAFF_TYPE')} AS st, ${settings('STAFF_LEVEL')} AS sl),
         p AS (SELECT g, ${one(FAMILY, 11)} || ' ' || ${one(MIDDLE, 12)} || ' ' || ${one(GIVEN, 13)} AS full_name FROM generate_series(${from}, ${to}) AS g)
    INSERT INTO staff (code, full_name, gender, date_of_birth, phone, email, personal_email, identity_number, address, unit_id, department_id, position_id,
                       staff_type_id, staff_level_id, employee_status, start_date, is_email, created_date, updated_date)
    SELECT 'NV' || lpad(g::text, 6, '0'), p.full_name, CASE WHEN p.full_name ~ ' Thị ' THEN 'FEMALE' ELSE (ARRAY['MALE','FEMALE'])[1 + ${pick(2, 14)}] END,
           ${dateBack(365 * 40, 15)} - 7300, '09' || lpad(${pick(100_000_000, 16)}::text, 8, '0'), 'nv' || g || '@thaco.com.vn', 'canhan' || g || '@gmail.com',
           lpad(${pick(1_000_000_000, 17)}::text, 12, '0'), ${one(PLACES, 18)},
           d.unit, d.dept, s.pos[1 + ${pick('array_length(s.pos, 1)', 19)}], s.st[1 + ${pick('array_length(s.st, 1)', 20)}], s.sl[1 + ${pick('array_length(s.sl, 1)', 21)}],
           CASE WHEN ${pick(100, 22)} < 90 THEN 'WORKING' WHEN ${pick(100, 22)} < 95 THEN 'LEAVED' ELSE 'PENDING_CONTRACT' END,
           ${dateBack(365 * 20, 23)}, true, now() - ${pick(3650, 24)} * interval '1 day', now()
      FROM p CROSS JOIN s CROSS JOIN nd JOIN d ON d.rn = ${pick('nd.n', 25)}`,
    log,
  );
}

/** The sub-record tables: share of the total, and the insert of rows from..to (staff round robin). */
function subTables(): { table: string; share: number; sql: (sel: string) => string }[] {
  const settings = (cat: string) => `(SELECT array_agg(id ORDER BY id) FROM staff_setting_item WHERE category = '${cat}')`;
  return [
    {
      table: 'labor_contract',
      share: 0.25,
      sql: (sel) => `INSERT INTO labor_contract (staff_id, code, type, sign_date, start_date, end_date, note)
        SELECT st, 'HĐ-B' || g, 1 + ${pick(4, 31)}, ${dateBack(365 * 15, 32)}, ${dateBack(365 * 15, 32, '14')},
               CASE WHEN ${pick(3, 33)} = 0 THEN NULL ELSE ${dateBack(365 * 15, 32, '14 + 365 * 2')} END, NULL FROM ${sel}`,
    },
    {
      table: 'family_relationship',
      share: 0.25,
      sql: (sel) => `INSERT INTO family_relationship (staff_id, full_name, relation, date_of_birth, phone, occupation, is_dependent)
        SELECT st, ${one(FAMILY, 41)} || ' ' || ${one(MIDDLE, 42)} || ' ' || ${one(GIVEN, 43)}, (ARRAY['FATHER','MOTHER','SPOUSE','CHILD','SIBLING','OTHER'])[1 + ${pick(6, 44)}],
               ${dateBack(365 * 70, 45)}, '09' || lpad(${pick(100_000_000, 46)}::text, 8, '0'), ${one(OCCUPATIONS, 47)}, ${pick(4, 48)} = 0 FROM ${sel}`,
    },
    {
      table: 'education',
      share: 0.15,
      sql: (sel) => `INSERT INTO education (staff_id, qualification_id, major_id, school, graduation_year)
        SELECT st, q.a[1 + ${pick('array_length(q.a, 1)', 51)}], m.a[1 + ${pick('array_length(m.a, 1)', 52)}], ${one(SCHOOLS, 53)}, 1980 + ${pick(45, 54)}
          FROM ${sel} CROSS JOIN (SELECT ${settings('QUALIFICATION')} AS a) q CROSS JOIN (SELECT ${settings('MAJOR')} AS a) m`,
    },
    {
      table: 'experience_staff',
      share: 0.15,
      sql: (sel) => `INSERT INTO experience_staff (staff_id, type, company, job_title, from_date, to_date)
        SELECT st, (ARRAY['INTERNAL','EXTERNAL'])[1 + ${pick(2, 61)}], ${one(COMPANIES, 62)}, ${one(JOBS, 63)}, ${dateBack(365 * 25, 64)}, ${dateBack(365 * 25, 64, '400')} FROM ${sel}`,
    },
    {
      table: 'recognition',
      share: 0.1,
      sql: (sel) => `INSERT INTO recognition (staff_id, type, title, decision_number, decision_date)
        SELECT st, CASE WHEN ${pick(5, 71)} = 4 THEN 'DISCIPLINE' ELSE 'AWARD' END, ${one(AWARDS, 72)}, g || '/QĐ-THACO', ${dateBack(365 * 10, 73)} FROM ${sel}`,
    },
    {
      table: 'staff_transfer_history',
      share: 0.05,
      sql: (sel) => `INSERT INTO staff_transfer_history (staff_id, from_unit_id, to_unit_id, effective_date, decision_number)
        SELECT st, o.lo + ${pick('o.span', 81)}, o.lo + ${pick('o.span', 82)}, ${dateBack(365 * 10, 83)}, g || '/QĐ-NS'
          FROM ${sel} CROSS JOIN (SELECT min(id)::int AS lo, (max(id) - min(id) + 1)::int AS span FROM organization WHERE code LIKE 'BU%') o`,
    },
    {
      table: 'salary_staff',
      share: 0.05,
      sql: (sel) => `INSERT INTO salary_staff (staff_id, effective_date, payroll_type_id, base_salary, allowance, insurance_salary)
        SELECT st, ${dateBack(365 * 10, 91)}, p.a[1 + ${pick('array_length(p.a, 1)', 92)}], (8000 + ${pick(40000, 93)}) * 1000, (${pick(5000, 94)}) * 1000, (8000 + ${pick(30000, 95)}) * 1000
          FROM ${sel} CROSS JOIN (SELECT ${settings('PAYROLL_TYPE')} AS a) p`,
    },
  ];
}

/** Builds the HR data; returns the row counts per table. */
export async function generateHr(db: Database, sizes: HrSizes, log: Log = () => undefined): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const started = Date.now();
  await units(db, sizes.units, log);
  out.organization = sizes.units;
  await staffFiles(db, sizes.staff, log);
  out.staff = sizes.staff;
  const lo = await scalar(db, `SELECT min(id)::int AS n FROM staff WHERE code LIKE 'NV%'`);
  const count = await scalar(db, `SELECT count(*)::int AS n FROM staff WHERE code LIKE 'NV%'`);
  for (const t of subTables()) {
    const n = Math.round(sizes.subRecords * t.share);
    // Round robin over the bench staff: every file gets its share of each kind.
    await bulk(db, t.table, n, (from, to) => t.sql(`(SELECT g, ${lo} + (g - 1) % ${count} AS st FROM generate_series(${from}, ${to}) AS g) AS x`), log);
    out[t.table] = n;
  }
  Object.assign(out, await hrProcesses(db, lo, count, log));
  log(`HR data in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return out;
}

/** Leave a year per person (issue 15): six requests in alternate months of 2026, never overlapping. */
export const LEAVE_PER_STAFF = 6;

/**
 * Leave and approvals at scale (issue 15): LEAVE_PER_STAFF leave requests of 2026 per bench staff
 * member (one to three days in months 1, 3, 5, ..., 80% approved, the rest pending), and one
 * approval request per person (their January leave): 20% pending, each waiting for one of 1,000
 * approvers (bench accounts), the administrator among them with about 50 waiting, the rest decided.
 */
async function hrProcesses(db: Database, lo: number, count: number, log: Log): Promise<Record<string, number>> {
  const leaves = count * LEAVE_PER_STAFF;
  await bulk(
    db,
    'staff_leave',
    leaves,
    (from, to) => `
    WITH x AS (SELECT g, ${lo} + (g - 1) / ${LEAVE_PER_STAFF} AS st, 1 + 2 * ((g - 1) % ${LEAVE_PER_STAFF}) AS m, 1 + ${pick(20, 101)} AS d, ${pick(3, 102)} AS len
                 FROM generate_series(${from}, ${to}) AS g),
         t AS (SELECT min(id) AS id FROM staff_setting_leave_type WHERE state = 'ACTIVE')
    INSERT INTO staff_leave (title, staff_id, leave_type_id, from_date, to_date, is_from_half, is_to_half, days, reason, status)
    SELECT 'Nghỉ phép tháng ' || x.m, x.st, t.id, make_date(2026, x.m, x.d), make_date(2026, x.m, x.d) + x.len, false, false, x.len + 1, ${one(['Việc gia đình', 'Về quê', 'Khám bệnh', 'Du lịch cùng gia đình'], 103)},
           CASE WHEN ${pick(5, 104)} = 0 THEN 'PENDING' ELSE 'APPROVED' END
      FROM x CROSS JOIN t`,
    log,
  );
  // Approvers: 1,000 bench accounts (or what there is), and the administrator.
  const [acc] = await db.query<{ lo: number; n: number; admin: number }>(
    `SELECT min(id)::int AS lo, least(count(*), 1000)::int AS n, (SELECT id::int FROM account WHERE username = 'admin') AS admin FROM account WHERE username <> 'admin'`,
  );
  const approvers = Math.max(1, acc?.n ?? 1);
  await bulk(
    db,
    'approval_request',
    count,
    (from, to) => `
    WITH x AS (SELECT g, ${lo} + g - 1 AS st, ${pick(5, 111)} = 0 AS pending, ${pick(approvers, 112)} AS who FROM generate_series(${from}, ${to}) AS g)
    INSERT INTO approval_request (target_type, target_id, source_type, title, requester_id, approval_status, current_step, steps, current_approver_ids, submitted_date, decided_date)
    SELECT 'staff_leave', l.id, 'STAFF_LEAVE', l.title, ${acc?.lo ?? 1} + ${pick(approvers, 113)}, CASE WHEN x.pending THEN 'PENDING' ELSE 'APPROVED' END, 0,
           '[{"name":"Quản lý trực tiếp duyệt","mode":"ANY","approvers":[],"approved":[],"status":"ACTIVE"}]'::jsonb,
           CASE WHEN NOT x.pending THEN ARRAY[]::bigint[] WHEN x.g % ${Math.max(1, Math.round(count / 250))} = 0 THEN ARRAY[${acc?.admin ?? 1}]::bigint[] ELSE ARRAY[${acc?.lo ?? 1} + x.who]::bigint[] END,
           now() - ${pick(60 * 24 * 90, 114)} * interval '1 minute', CASE WHEN x.pending THEN NULL ELSE now() END
      FROM x JOIN staff_leave l ON l.staff_id = x.st AND l.from_date >= date '2026-01-01' AND l.from_date < date '2026-02-01'`,
    log,
  );
  return { staff_leave: leaves, approval_request: count };
}
