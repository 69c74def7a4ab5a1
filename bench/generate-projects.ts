/**
 * The project areas at scale (issues 39, 40 and 41, "Scale"), built set-wise on the demo seed:
 *
 * - Implementation (issue 40): projects, five members each, work packages (a root for every four
 *   sub-packages; project 1, the largest, holds `largestCategories` of them), checklist items on the
 *   sub-packages, a diary day per project and date.
 * - Money (issue 41): contracts per project (in force), payments spread over them (well under each
 *   ceiling), subcontractor budgets per project, cost reviews with items, quotations and one price
 *   per item and quotation; review 1 is the big one (`bigReview`: 500 items x 20 quotations).
 * - Business (issue 39): business projects with members, studies, contracts and a plan matrix each,
 *   contractors with one or two fields of work, bid packages with their received bids (bid 1 of
 *   project 1 has `bigBid` of them), and evaluations with a stored total and grade.
 *
 * Everything is INSERT ... SELECT FROM generate_series, values derived from the row number
 * (deterministic). The stored roll-ups of work packages and projects (ADR 0021: kept by statement
 * triggers) and the dense-search notes are switched off for the load and refilled once, as
 * generate-bookings.ts does for the report roll-ups; `tree_path` is set as the engine stores it
 * (ids from the root).
 */
import type { Database } from '../packages/server/src/db/client.js';
import { bulk } from './generate-hr.js';

export type ProjectSizes = {
  /** Implementation projects; members per project. */
  projects: number;
  members: number;
  categories: number;
  /** Work packages of project 1 (the largest tree). */
  largestCategories: number;
  checklist: number;
  diary: number;
  contractsPerProject: number;
  payments: number;
  budgetsPerProject: number;
  reviews: number;
  reviewItems: number;
  reviewQuotations: number;
  bigReview: { items: number; quotations: number };
  businessProjects: number;
  contractors: number;
  bidsPerProject: number;
  bidsReceived: number;
  bigBid: number;
  evaluations: number;
};

/** The smoke run's sizes: a second to build, every path exercised once. */
export const PROJECTS_QUICK: ProjectSizes = {
  projects: 10,
  members: 5,
  categories: 200,
  largestCategories: 50,
  checklist: 2_000,
  diary: 100,
  contractsPerProject: 2,
  payments: 100,
  budgetsPerProject: 3,
  reviews: 20,
  reviewItems: 5,
  reviewQuotations: 4,
  bigReview: { items: 50, quotations: 5 },
  businessProjects: 10,
  contractors: 100,
  bidsPerProject: 2,
  bidsReceived: 5,
  bigBid: 30,
  evaluations: 200,
};

/** The issues' sizes. */
export const PROJECTS_FULL: ProjectSizes = {
  projects: 2_000,
  members: 5,
  categories: 100_000,
  largestCategories: 2_000,
  checklist: 1_000_000,
  diary: 200_000,
  contractsPerProject: 5,
  payments: 200_000,
  budgetsPerProject: 10,
  reviews: 50_000,
  reviewItems: 5,
  reviewQuotations: 4,
  bigReview: { items: 500, quotations: 20 },
  businessProjects: 2_000,
  contractors: 20_000,
  bidsPerProject: 10,
  bidsReceived: 10,
  bigBid: 30,
  evaluations: 100_000,
};

type Log = (s: string) => void;

const lit = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A deterministic pseudo-random integer in [0, n) for row `v` and a salt. */
const pick = (n: number | string, salt: number, v = 'g') => `(abs(hashint8((${v})::bigint * 7919 + ${salt})) % ${n})`;
const one = (words: readonly string[], salt: number, v = 'g') => `(${lit(words)})[1 + ${pick(words.length, salt, v)}]`;
const ADMIN = `(SELECT id FROM account WHERE username = 'admin')`;

const PACKAGES = ['Phần móng', 'Kết cấu thép', 'Phần xây thô', 'Cơ điện (M&E)', 'Phòng cháy chữa cháy', 'Hoàn thiện', 'Hạ tầng ngoài nhà', 'Cảnh quan'];
const ITEMS = ['Nghiệm thu cốt thép móng', 'Đổ bê tông sàn', 'Lắp dựng khung thép', 'Thí nghiệm nén mẫu bê tông', 'Lắp đặt tủ điện', 'Chạy thử hệ thống PCCC', 'Sơn hoàn thiện', 'Nghiệm thu lớp chống thấm'];
const PROVINCES = ['Quảng Nam', 'Đà Nẵng', 'TP. Hồ Chí Minh', 'Hà Nội', 'Cần Thơ', 'Bình Dương', 'Gia Lai', 'Hải Phòng'];
const PRODUCTS = ['Thép thanh vằn CB400 D16', 'Bê tông thương phẩm B25', 'Cáp điện Cu/XLPE 4x240', 'Tấm ốp nhôm composite', 'Ống thép mạ kẽm DN100', 'Sơn epoxy sàn', 'Gạch ốp lát 600x600'];
const COMPANY = ['Công ty CP Xây dựng', 'Công ty TNHH Kết cấu thép', 'Công ty CP Cơ điện', 'Công ty TNHH Vật liệu', 'Công ty CP PCCC', 'Công ty CP Tư vấn'];

/** The first id of `count` rows just inserted with codes starting `prefix` (their ids are contiguous: a dedicated database, one statement). */
async function firstId(db: Database, table: string, where: string, count: number): Promise<number> {
  const [r] = await db.query<{ lo: string; hi: string; n: string }>(`SELECT min(id) AS lo, max(id) AS hi, count(*) AS n FROM "${table}" WHERE ${where}`);
  const lo = Number(r?.lo);
  if (Number(r?.n) !== count || Number(r?.hi) - lo + 1 !== count) throw new Error(`${table}: expected ${count} contiguous rows, got ${JSON.stringify(r)}`);
  return lo;
}

/** Triggers off (the rollups and dense-search notes) while `fn` loads `tables`. */
async function withoutTriggers(db: Database, tables: string[], fn: () => Promise<void>): Promise<void> {
  for (const t of tables) await db.exec(`ALTER TABLE "${t}" DISABLE TRIGGER USER`);
  try {
    await fn();
  } finally {
    for (const t of tables) await db.exec(`ALTER TABLE "${t}" ENABLE TRIGGER USER`);
  }
}

export type ProjectIds = { project: number; businessProject: number; bigReview: number; bigBid: number; contractor: number };

export async function generateProjects(db: Database, sizes: ProjectSizes, log: Log = () => undefined): Promise<Record<string, number>> {
  const started = Date.now();
  const s = sizes;
  const units = `(SELECT array_agg(id ORDER BY id) FROM organization WHERE state = 'ACTIVE')`;
  const staff = `(SELECT array_agg(id ORDER BY id) FROM staff WHERE state = 'ACTIVE')`;
  const [{ n: staffCount } = { n: 0 }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff WHERE state = 'ACTIVE'`);
  if (staffCount < s.members) throw new Error(`generateProjects: ${s.members} members per project need as many staff files (${staffCount})`);
  const positions = `(SELECT array_agg(id ORDER BY id) FROM implementation_setting_position WHERE state = 'ACTIVE')`;
  const counts: Record<string, number> = {};
  const tables = [
    'implementation_project',
    'implementation_user',
    'implementation_category',
    'implementation_checklist',
    'implementation_construction',
    'implementation_contract',
    'implementation_payment',
    'implementation_subcontractor_budget',
    'implementation_review_cost',
    'implementation_review_cost_item',
    'implementation_review_quotation',
    'implementation_review_quotation_price',
    'contractor',
    'project_business',
    'business_project_member',
    'business_feasibility',
    'business_contract',
    'business_matrix',
    'bid',
    'bid_submission',
    'contractor_evaluation',
  ];
  await withoutTriggers(db, tables, async () => {
    // Contractors first: every other family names them.
    await bulk(
      db,
      'contractor',
      s.contractors,
      (from, to) => `
      INSERT INTO contractor (code, name, name_en, tax_code, kind, type_id, field_ids, address, contact_name, phone, is_blacklisted, created_by, updated_by)
      SELECT 'BNT' || lpad(g::text, 6, '0'), ${one(COMPANY, 1)} || ' Bench ' || g, 'Bench company ' || g, '09' || lpad(g::text, 8, '0'),
             (ARRAY['CONTRACTOR','SUPPLIER','BOTH'])[1 + ${pick(3, 2)}], f.types[1 + ${pick('array_length(f.types, 1)', 3)}],
             CASE WHEN ${pick(7, 4)} = ${pick(7, 5)} THEN ARRAY[f.fields[1 + ${pick(7, 4)}]] ELSE ARRAY[f.fields[1 + ${pick(7, 4)}], f.fields[1 + ${pick(7, 5)}]] END,
             ${one(PROVINCES, 6)}, 'Người liên hệ ' || g, '09' || lpad((g % 100000000)::text, 8, '0'), ${pick(50, 7)} = 0, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g,
             (SELECT (SELECT array_agg(id ORDER BY id) FROM contractor_setting_item WHERE category = 'FIELD_OF_WORK') AS fields,
                     (SELECT array_agg(id ORDER BY id) FROM contractor_setting_item WHERE category = 'CONTRACTOR_TYPE') AS types) f`,
      log,
      100_000,
    );
    const c0 = await firstId(db, 'contractor', `code LIKE 'BNT%'`, s.contractors);
    const nC = s.contractors;

    // ---- Implementation (issue 40) ----
    await bulk(
      db,
      'implementation_project',
      s.projects,
      (from, to) => `
      INSERT INTO implementation_project (code, name, name_en, unit_id, manager_id, site, province, start_date, end_date, budget, status, created_by, updated_by)
      SELECT 'BTK-' || lpad(g::text, 5, '0'), 'Dự án triển khai bench ' || g, 'Bench implementation project ' || g, u.a[1 + ${pick('array_length(u.a, 1)', 11)}],
             st.a[1 + ${pick('array_length(st.a, 1)', 12)}], 'Công trường ' || g, ${one(PROVINCES, 13)},
             date '2025-01-01' + ${pick(365, 14)}::int, date '2026-06-01' + ${pick(700, 15)}::int, (50 + ${pick(950, 16)}) * 1000000000::numeric,
             CASE WHEN g = 1 THEN 'IN_PROGRESS' ELSE (ARRAY['IN_PROGRESS','IN_PROGRESS','IN_PROGRESS','PLANNING','ON_HOLD','COMPLETED'])[1 + ${pick(6, 17)}] END, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g, (SELECT ${units} AS a) u, (SELECT ${staff} AS a) st`,
      log,
    );
    const p0 = await firstId(db, 'implementation_project', `code LIKE 'BTK-%'`, s.projects);
    const nP = s.projects;
    // Members: `members` distinct staff files per project, positions in turn (director first).
    await bulk(
      db,
      'implementation_user',
      nP * s.members,
      (from, to) => `
      INSERT INTO implementation_user (project_id, staff_id, position_id, joined_date, workload, created_by, updated_by)
      SELECT ${p0} + (g - 1) / ${s.members}, st.a[1 + ((g - 1) / ${s.members} * 7 + (g - 1) % ${s.members}) % array_length(st.a, 1)],
             ps.a[1 + (g - 1) % ${s.members} % array_length(ps.a, 1)], date '2025-01-01', 100, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g, (SELECT ${staff} AS a) st, (SELECT ${positions} AS a) ps`,
      log,
    );

    // Work packages: project 1 holds `largestCategories`, the others share the rest; in each
    // project, k < roots are roots, the others hang under root (k % roots).
    const per = Math.max(5, Math.floor((s.categories - s.largestCategories) / Math.max(1, nP - 1)));
    await db.exec(`DROP TABLE IF EXISTS bench_cat; CREATE UNLOGGED TABLE bench_cat AS
      SELECT p.id AS project_id, k, n, ceil(n / 5.0)::int AS roots FROM (SELECT id, CASE WHEN id = ${p0} THEN ${s.largestCategories} ELSE ${per} END AS n FROM implementation_project WHERE code LIKE 'BTK-%') p, generate_series(0, p.n - 1) k`);
    const [{ n: catCount } = { n: 0 }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_cat`);
    const catStart = Date.now();
    const catInsert = (isRoot: boolean) => `
      INSERT INTO implementation_category (project_id, parent_id, code, name, name_en, planned_start, planned_end, ordering, created_by, updated_by)
      SELECT b.project_id, ${isRoot ? 'NULL' : 'r.id'}, CASE WHEN b.k < b.roots THEN 'R' || b.k ELSE 'R' || (b.k % b.roots) || '.' || b.k END,
             ${one(PACKAGES, 21, 'b.k')} || ' ' || b.k, 'Work package ' || b.k, date '2025-03-01' + (b.k % 200), date '2025-09-01' + (b.k % 400), b.k, ${ADMIN}, ${ADMIN}
        FROM bench_cat b ${isRoot ? 'WHERE b.k < b.roots' : `JOIN implementation_category r ON r.project_id = b.project_id AND r.parent_id IS NULL AND r.code = 'R' || (b.k % b.roots) WHERE b.k >= b.roots`}`;
    await db.exec(catInsert(true));
    await db.exec(catInsert(false));
    await db.exec(`UPDATE implementation_category SET tree_path = id::text::ltree WHERE parent_id IS NULL AND tree_path IS NULL`);
    await db.exec(`UPDATE implementation_category c SET tree_path = p.tree_path || c.id::text FROM implementation_category p WHERE c.parent_id = p.id AND c.tree_path IS NULL`);
    await db.exec('VACUUM ANALYZE implementation_category');
    log(`  implementation_category: ${catCount.toLocaleString('en')} rows in ${((Date.now() - catStart) / 1000).toFixed(1)}s`);
    counts.implementation_category = catCount;

    // Checklist items on the sub-packages (n-th leaf by number), a third done.
    await db.exec(`DROP TABLE IF EXISTS bench_leaf; CREATE UNLOGGED TABLE bench_leaf AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, project_id FROM implementation_category WHERE parent_id IS NOT NULL AND project_id >= ${p0}`);
    await db.exec('CREATE UNIQUE INDEX ON bench_leaf (n); ANALYZE bench_leaf');
    const [{ n: leaves } = { n: 0 }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_leaf`);
    await bulk(
      db,
      'implementation_checklist',
      s.checklist,
      (from, to) => `
      INSERT INTO implementation_checklist (project_id, category_id, title, title_en, owner_id, due_date, weight, is_done, done_date, ordering, created_by, updated_by)
      SELECT l.project_id, l.id, ${one(ITEMS, 31)} || ' #' || g, 'Checklist item ' || g, st.a[1 + ${pick('array_length(st.a, 1)', 32)}],
             date '2025-06-01' + ${pick(600, 33)}::int, 1 + ${pick(3, 34)}, ${pick(3, 35)} = 0,
             CASE WHEN ${pick(3, 35)} = 0 THEN date '2025-06-01' + ${pick(500, 36)}::int END, 0, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g JOIN bench_leaf l ON l.n = g % ${leaves}, (SELECT ${staff} AS a) st`,
      log,
      100_000,
    );
    // The stored roll-ups (category.ts) refilled as the triggers would have kept them.
    const roll = Date.now();
    await db.exec(`UPDATE implementation_category c SET own_weight = x.w, own_done = x.d
      FROM (SELECT category_id, sum(weight) AS w, coalesce(sum(weight) FILTER (WHERE is_done), 0) AS d FROM implementation_checklist WHERE state = 'ACTIVE' GROUP BY category_id) x
      WHERE c.id = x.category_id`);
    await db.exec(`UPDATE implementation_category c SET sub_weight = x.w, sub_done = x.d
      FROM (SELECT parent_id, sum(weight) AS w, sum(done_weight) AS d FROM implementation_category WHERE state = 'ACTIVE' AND parent_id IS NOT NULL GROUP BY parent_id) x
      WHERE c.id = x.parent_id`);
    await db.exec(`UPDATE implementation_project p SET category_weight = x.w, category_done = x.d
      FROM (SELECT project_id, sum(weight) AS w, sum(done_weight) AS d FROM implementation_category WHERE state = 'ACTIVE' AND parent_id IS NULL GROUP BY project_id) x
      WHERE p.id = x.project_id`);
    for (const q of ['VACUUM ANALYZE implementation_category', 'VACUUM ANALYZE implementation_project', 'DROP TABLE bench_leaf', 'DROP TABLE bench_cat']) await db.exec(q);
    log(`  progress roll-ups refilled in ${((Date.now() - roll) / 1000).toFixed(1)}s`);

    // Diary: one entry per project and day, going back from yesterday.
    await bulk(
      db,
      'implementation_construction',
      s.diary,
      (from, to) => `
      INSERT INTO implementation_construction (project_id, diary_date, weather, temperature, workforce, work_done, issues, created_by, updated_by)
      SELECT ${p0} + (g - 1) % ${nP}, current_date - 1 - ((g - 1) / ${nP})::int, (ARRAY['SUNNY','CLOUDY','RAIN','SUNNY','CLOUDY'])[1 + ${pick(5, 41)}],
             24 + ${pick(12, 42)}, 20 + ${pick(200, 43)}, 'Thi công ' || ${one(PACKAGES, 44)} || ', ngày ' || g, CASE WHEN ${pick(10, 45)} = 0 THEN 'Mưa lớn buổi chiều, tạm dừng đổ bê tông' END, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
      100_000,
    );

    // ---- Money (issue 41) ----
    const nK = nP * s.contractsPerProject;
    await bulk(
      db,
      'implementation_contract',
      nK,
      (from, to) => `
      INSERT INTO implementation_contract (project_id, code, name, name_en, contractor_id, kind, value, signed_date, start_date, end_date, retention_percent, status, created_by, updated_by)
      SELECT ${p0} + (g - 1) / ${s.contractsPerProject}, 'BHD-' || lpad(g::text, 6, '0'), 'Hợp đồng thi công bench ' || g, 'Bench contract ' || g, ${c0} + ${pick(nC, 51)},
             'CONSTRUCTION', (5 + ${pick(95, 52)}) * 1000000000::numeric, date '2025-02-01' + ${pick(200, 53)}::int, date '2025-03-01', date '2027-12-31', 5, 'ACTIVE', ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
    );
    const k0 = await firstId(db, 'implementation_contract', `code LIKE 'BHD-%'`, nK);
    // Payments: spread over the contracts, each 1/50 of its value (at most 20-odd per contract: well under the ceiling).
    await bulk(
      db,
      'implementation_payment',
      s.payments,
      (from, to) => `
      INSERT INTO implementation_payment (project_id, contract_id, code, title, period_no, period_from, period_to, requested_amount, retention_amount, advance_recovery, status, created_by, updated_by)
      SELECT k.project_id, k.id, 'BTT-' || lpad(g::text, 7, '0'), 'Thanh toán đợt ' || ((g - 1) / ${nK} + 1), (g - 1) / ${nK} + 1, date '2025-03-01', date '2025-03-31',
             round(k.value / 50), round(k.value / 1000), 0, (ARRAY['APPROVED','PAID','PAID','PENDING','DRAFT','REJECTED'])[1 + ${pick(6, 61)}], ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g JOIN implementation_contract k ON k.id = ${k0} + (g - 1) % ${nK}`,
      log,
      100_000,
    );
    await bulk(
      db,
      'implementation_subcontractor_budget',
      nP * s.budgetsPerProject,
      (from, to) => `
      INSERT INTO implementation_subcontractor_budget (project_id, package_name, contractor_id, budget, committed, paid, status, created_by, updated_by)
      SELECT ${p0} + (g - 1) / ${s.budgetsPerProject}, ${one(PACKAGES, 71)} || ' (gói ' || g || ')', ${c0} + ${pick(nC, 72)}, (1 + ${pick(30, 73)}) * 1000000000::numeric,
             (1 + ${pick(33, 74)}) * 1000000000::numeric * 0.9, (${pick(30, 75)}) * 500000000::numeric, (ARRAY['ACTIVE','ACTIVE','DRAFT','CLOSED'])[1 + ${pick(4, 76)}], ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
    );
    // Cost reviews: review 1 (project 1) is the big one; the others `reviewItems` x `reviewQuotations`.
    await bulk(
      db,
      'implementation_review_cost',
      s.reviews,
      (from, to) => `
      INSERT INTO implementation_review_cost (project_id, code, title, kind, quote_deadline, vote_until, status, created_by, updated_by)
      SELECT CASE WHEN g = 1 THEN ${p0} ELSE ${p0} + ${pick(nP, 81)} END, 'BTD-' || lpad(g::text, 6, '0'), 'Chọn nhà cung cấp ' || ${one(PRODUCTS, 82)} || ' #' || g,
             (ARRAY['SUPPLIER','SUBCONTRACTOR'])[1 + ${pick(2, 83)}], date '2026-01-10' + ${pick(300, 84)}::int, date '2026-02-10' + ${pick(300, 84)}::int,
             (ARRAY['QUOTING','PENDING','APPROVED','APPROVED','DRAFT'])[1 + ${pick(5, 85)}], ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
    );
    const r0 = await firstId(db, 'implementation_review_cost', `code LIKE 'BTD-%'`, s.reviews);
    const big = s.bigReview;
    const items = (s.reviews - 1) * s.reviewItems + big.items;
    const quotes = (s.reviews - 1) * s.reviewQuotations + big.quotations;
    // Row g of the items: the big review's first, then `reviewItems` per review.
    const itemReview = `CASE WHEN g <= ${big.items} THEN ${r0} ELSE ${r0} + 1 + (g - ${big.items} - 1) / ${s.reviewItems} END`;
    await bulk(
      db,
      'implementation_review_cost_item',
      items,
      (from, to) => `
      INSERT INTO implementation_review_cost_item (review_cost_id, name, unit, quantity, budget_price, ordering, created_by, updated_by)
      SELECT ${itemReview}, ${one(PRODUCTS, 91)} || ' (' || g || ')', (ARRAY['tấn','m³','m','m²','bộ'])[1 + ${pick(5, 92)}], 1 + ${pick(500, 93)}, (10 + ${pick(990, 94)}) * 10000::numeric, g, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
      100_000,
    );
    const quoteReview = `CASE WHEN g <= ${big.quotations} THEN ${r0} ELSE ${r0} + 1 + (g - ${big.quotations} - 1) / ${s.reviewQuotations} END`;
    const quoteSlot = `CASE WHEN g <= ${big.quotations} THEN g - 1 ELSE (g - ${big.quotations} - 1) % ${s.reviewQuotations} END`;
    await bulk(
      db,
      'implementation_review_quotation',
      quotes,
      (from, to) => `
      INSERT INTO implementation_review_quotation (review_cost_id, contractor_id, company_name, quoted_date, delivery_days, payment_terms, created_by, updated_by)
      SELECT x.review, x.contractor, c.name, date '2026-01-05', 30 + ${pick(60, 101)}, 'Thanh toán 30% tạm ứng, 70% theo khối lượng', ${ADMIN}, ${ADMIN}
        FROM (SELECT g, ${quoteReview} AS review, ${c0} + ((${quoteReview} - ${r0}) * 7 + ${quoteSlot}) % ${nC} AS contractor FROM generate_series(${from}, ${to}) g) x
        JOIN contractor c ON c.id = x.contractor`,
      log,
      100_000,
    );
    // One price per item and quotation of the same review.
    const priceCount = (s.reviews - 1) * s.reviewItems * s.reviewQuotations + big.items * big.quotations;
    await bulk(
      db,
      'implementation_review_quotation_price',
      priceCount,
      () => `
      INSERT INTO implementation_review_quotation_price (quotation_id, item_id, quantity, unit_price, created_by, updated_by)
      SELECT q.id, i.id, i.quantity, round(i.budget_price * (85 + ${pick(30, 111, 'q.id * 100003 + i.id')}) / 100), ${ADMIN}, ${ADMIN}
        FROM implementation_review_quotation q JOIN implementation_review_cost_item i ON i.review_cost_id = q.review_cost_id
       WHERE q.review_cost_id >= ${r0}`,
      log,
      priceCount,
    );
    counts.implementation_review_quotation_price = priceCount;

    // ---- Business (issue 39) ----
    const nB = s.businessProjects;
    await bulk(
      db,
      'project_business',
      nB,
      (from, to) => `
      INSERT INTO project_business (code, name, name_en, type_id, sector_id, unit_id, province, total_investment, phase, owner_id, start_date, created_by, updated_by)
      SELECT 'BDA-' || lpad(g::text, 5, '0'), 'Dự án kinh doanh bench ' || g, 'Bench business project ' || g,
             t.types[1 + ${pick('array_length(t.types, 1)', 121)}], t.sectors[1 + ${pick('array_length(t.sectors, 1)', 122)}], u.a[1 + ${pick('array_length(u.a, 1)', 123)}],
             ${one(PROVINCES, 124)}, (100 + ${pick(4900, 125)}) * 1000000000::numeric,
             (ARRAY['IDEA','FEASIBILITY','APPROVED','BIDDING','IMPLEMENTATION','OPERATION'])[1 + ${pick(6, 126)}], st.a[1 + ${pick('array_length(st.a, 1)', 127)}], date '2025-01-01' + ${pick(500, 128)}::int, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g, (SELECT ${units} AS a) u, (SELECT ${staff} AS a) st,
             (SELECT (SELECT array_agg(id ORDER BY id) FROM business_setting_item WHERE category = 'PROJECT_TYPE') AS types,
                     (SELECT array_agg(id ORDER BY id) FROM business_setting_item WHERE category = 'SECTOR') AS sectors) t`,
      log,
    );
    const b0 = await firstId(db, 'project_business', `code LIKE 'BDA-%'`, nB);
    await bulk(
      db,
      'business_project_member',
      nB * 3,
      (from, to) => `
      INSERT INTO business_project_member (project_id, staff_id, position, created_by, updated_by)
      SELECT ${b0} + (g - 1) / 3, st.a[1 + ((g - 1) / 3 * 5 + (g - 1) % 3) % array_length(st.a, 1)], (ARRAY['DIRECTOR','MANAGER','ANALYST'])[1 + (g - 1) % 3], ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g, (SELECT ${staff} AS a) st`,
      log,
    );
    await bulk(
      db,
      'business_feasibility',
      nB * 2,
      (from, to) => `
      INSERT INTO business_feasibility (project_id, code, title, study_date, discount_rate, status, created_by, updated_by)
      SELECT ${b0} + (g - 1) / 2, 'BNC-' || lpad(g::text, 6, '0'), 'Nghiên cứu khả thi bench ' || g, date '2025-05-01' + ${pick(300, 131)}::int, 10, (ARRAY['DRAFT','PENDING','APPROVED'])[1 + ${pick(3, 132)}], ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
    );
    await bulk(
      db,
      'business_contract',
      nB * 3,
      (from, to) => `
      INSERT INTO business_contract (project_id, code, title, partner_name, value, signed_date, effective_date, expiration_date, status, created_by, updated_by)
      SELECT ${b0} + (g - 1) / 3, 'BHK-' || lpad(g::text, 6, '0'), 'Hợp đồng hợp tác bench ' || g, ${one(COMPANY, 141)} || ' đối tác ' || g, (1 + ${pick(200, 142)}) * 1000000000::numeric,
             date '2025-04-01', date '2025-05-01', date '2028-05-01', 'ACTIVE', ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
    );
    await bulk(
      db,
      'business_matrix',
      nB,
      (from, to) => `
      INSERT INTO business_matrix (project_id, name, year, row_kind, created_by, updated_by)
      SELECT ${b0} + g - 1, 'Kế hoạch kinh doanh 2026', 2026, 'PRODUCT_LINE', ${ADMIN}, ${ADMIN} FROM generate_series(${from}, ${to}) g`,
      log,
    );
    const nBid = nB * s.bidsPerProject;
    await bulk(
      db,
      'bid',
      nBid,
      (from, to) => `
      INSERT INTO bid (project_id, code, name, method, estimated_value, submission_deadline, opening_time, status, created_by, updated_by)
      SELECT ${b0} + (g - 1) / ${s.bidsPerProject}, 'BGT-' || lpad(g::text, 6, '0'), 'Gói thầu bench ' || g, (ARRAY['OPEN','LIMITED','QUOTATION','DIRECT'])[1 + ${pick(4, 151)}],
             (10 + ${pick(490, 152)}) * 1000000000::numeric, timestamptz '2026-01-15 03:00Z' + ${pick(300, 153)} * interval '1 day', timestamptz '2026-01-15 04:00Z' + ${pick(300, 153)} * interval '1 day',
             (ARRAY['EVALUATING','OPENED','INVITING','EVALUATING'])[1 + ${pick(4, 154)}], ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
    );
    const bid0 = await firstId(db, 'bid', `code LIKE 'BGT-%'`, nBid);
    // Received bids: bid 1 has `bigBid`, the others `bidsReceived`, each from distinct contractors.
    const subs = s.bigBid + (nBid - 1) * s.bidsReceived;
    const subBid = `CASE WHEN g <= ${s.bigBid} THEN ${bid0} ELSE ${bid0} + 1 + (g - ${s.bigBid} - 1) / ${s.bidsReceived} END`;
    const subSlot = `CASE WHEN g <= ${s.bigBid} THEN g - 1 ELSE (g - ${s.bigBid} - 1) % ${s.bidsReceived} END`;
    await bulk(
      db,
      'bid_submission',
      subs,
      (from, to) => `
      INSERT INTO bid_submission (bid_id, contractor_id, price, technical_score, duration_days, created_by, updated_by)
      SELECT ${subBid}, ${c0} + ((${subBid} - ${bid0}) * 11 + ${subSlot}) % ${nC}, (5 + ${pick(495, 161)}) * 1000000000::numeric, 50 + ${pick(50, 162)}, 90 + ${pick(300, 163)}, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
      100_000,
    );
    // Evaluations: contractor g % n, each up to `evaluations / contractors` times on distinct projects and periods.
    const rounds = Math.ceil(s.evaluations / nC);
    const group = `(SELECT min(id) FROM contractor_evaluation_group WHERE is_active)`;
    const score = `(40 + ${pick(60, 171)})`;
    await bulk(
      db,
      'contractor_evaluation',
      s.evaluations,
      (from, to) => `
      INSERT INTO contractor_evaluation (contractor_id, project_id, period, group_id, evaluation_date, total_score, grade, created_by, updated_by)
      SELECT ${c0} + (g - 1) % ${nC}, ${b0} + (((g - 1) % ${nC}) * 7 + (g - 1) / ${nC}) % ${nB}, (2026 - (g - 1) / ${nC} % ${rounds})::text || '-Q' || (1 + (g - 1) % 4), ${group},
             date '2025-01-01' + ${pick(600, 172)}::int, ${score}, CASE WHEN ${score} >= 85 THEN 'A' WHEN ${score} >= 70 THEN 'B' WHEN ${score} >= 50 THEN 'C' ELSE 'D' END, ${ADMIN}, ${ADMIN}
        FROM generate_series(${from}, ${to}) g`,
      log,
      100_000,
    );
    Object.assign(counts, {
      implementation_project: nP,
      implementation_user: nP * s.members,
      implementation_checklist: s.checklist,
      implementation_construction: s.diary,
      implementation_contract: nK,
      implementation_payment: s.payments,
      implementation_subcontractor_budget: nP * s.budgetsPerProject,
      implementation_review_cost: s.reviews,
      implementation_review_cost_item: items,
      implementation_review_quotation: quotes,
      contractor: nC,
      project_business: nB,
      bid: nBid,
      bid_submission: subs,
      contractor_evaluation: s.evaluations,
    });
  });
  log(`  project areas built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return counts;
}

/** The records the scenarios aim at: project 1 (the largest), the big review and bid, the first bench contractor. */
export async function projectIds(db: Database): Promise<ProjectIds> {
  const one = async (q: string) => Number((await db.query<{ id: string }>(q))[0]?.id ?? 0);
  return {
    project: await one(`SELECT min(id) AS id FROM implementation_project WHERE code LIKE 'BTK-%'`),
    businessProject: await one(`SELECT min(id) AS id FROM project_business WHERE code LIKE 'BDA-%'`),
    bigReview: await one(`SELECT min(id) AS id FROM implementation_review_cost WHERE code LIKE 'BTD-%'`),
    bigBid: await one(`SELECT min(id) AS id FROM bid WHERE code LIKE 'BGT-%'`),
    contractor: await one(`SELECT min(id) AS id FROM contractor WHERE code LIKE 'BNT%'`),
  };
}
