/**
 * Asset demo data (ADR 0010): the ROOT_ASSET settings tree (before the generated samples, which pick
 * from it), then plausible assets of the group's units (trucks and cars, forklifts, laptops,
 * machine tools, office furniture) with their inspections, insurance policies, repairs and
 * handovers (approved, returned, a draft), and alert rules. Handovers are written as they end up
 * (no approval process is seeded: configure ASSET_HANDOVER at /approval-process to walk them
 * through approvals), so no demo approval waits on anyone.
 */
import type { Row } from '@portal/domain';
import { account, asset, assetHandover, assetInspection, assetInsurance, assetSetting, assetSettingAlert, organization, repairAsset, repairAssetCompany, staff } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated } from '../insert.js';

type Node = [code: string, vi: string, en: string, children?: Node[]];
const v = (code: string, vi: string, en: string, children?: Node[]): Node => [code, vi, en, ...(children ? [children] : [])] as Node;

/** ROOT_ASSET -> lists -> values (asset types nest: group -> type). */
const SETTINGS: Node = v('ROOT_ASSET', 'Cài đặt tài sản', 'Asset settings', [
  v('ASSET_TYPE', 'Loại tài sản', 'Asset types', [
    v('VEHICLE', 'Phương tiện vận tải', 'Vehicles', [v('TRUCK', 'Xe tải', 'Trucks'), v('CAR', 'Xe ô tô con', 'Passenger cars'), v('FORKLIFT', 'Xe nâng', 'Forklifts')]),
    v('IT', 'Thiết bị công nghệ thông tin', 'IT equipment', [v('LAPTOP', 'Máy tính xách tay', 'Laptops'), v('PRINTER', 'Máy in', 'Printers')]),
    v('MACHINE', 'Máy móc thiết bị', 'Machinery', [v('CNC', 'Máy công cụ CNC', 'CNC machine tools'), v('WELDING', 'Robot hàn', 'Welding robots')]),
    v('FURNITURE', 'Nội thất văn phòng', 'Office furniture'),
  ]),
  v('ASSET_STATUS', 'Chất lượng tài sản', 'Asset grades', [v('NEW', 'Mới 100%', 'New'), v('GOOD', 'Tốt', 'Good'), v('WORN', 'Đã qua sử dụng', 'Worn'), v('POOR', 'Xuống cấp', 'Poor')]),
  v('UNIT_OF_MEASURE', 'Đơn vị tính', 'Units of measure', [v('UNIT', 'Chiếc', 'Piece'), v('SET', 'Bộ', 'Set'), v('SYSTEM', 'Hệ thống', 'System')]),
  v('LOCATION_KIND', 'Loại vị trí', 'Location kinds', [v('OFFICE', 'Văn phòng', 'Office'), v('FACTORY', 'Nhà máy', 'Factory'), v('WAREHOUSE', 'Kho', 'Warehouse'), v('SHOWROOM', 'Showroom', 'Showroom')]),
]);

/** Seeds the settings tree; values are keyed `<LIST>.<CODE>` (asset types by their own code too). */
export async function seedDemoAssetSettings(tx: Drizzle): Promise<void> {
  const walk = async ([code, vi, en, children]: Node, parent: number | null, category: string | null, order: number) => {
    const id = await insertValidated(tx, assetSetting, { code, name: vi, name_en: en, category, parent_id: parent }, { ordering: order });
    let k = 0;
    // Under ROOT_ASSET the lists; every node below a list belongs to that list.
    const childCategory = parent === null ? null : (category ?? code);
    for (const ch of children ?? []) await walk(ch, id, childCategory, ++k);
  };
  await walk(SETTINGS, null, null, 1);
}

const day = (base: Date, plus: number) => new Date(base.getTime() + plus * 86_400_000).toISOString().slice(0, 10);

/** Assets, their inspections, insurances, repairs, handovers and alert rules. */
export async function seedDemoAssets(tx: Drizzle, now = new Date()): Promise<void> {
  const st = tableFor(assetSetting);
  const settings = new Map<string, number>();
  for (const r of (await tx.select({ id: st.id as AnyPgColumn, code: st.code as AnyPgColumn, category: st.category as AnyPgColumn }).from(st)) as { id: number; code: string; category: string | null }[]) {
    settings.set(`${r.category ?? ''}.${r.code}`, Number(r.id));
  }
  const set = (k: string) => settings.get(k) ?? null;
  const ot = tableFor(organization);
  const units = new Map<string, number>();
  for (const r of (await tx.select({ id: ot.id as AnyPgColumn, code: ot.code as AnyPgColumn }).from(ot)) as { id: number; code: string }[]) units.set(r.code, Number(r.id));
  if (!units.get('THACO')) return;
  const s = tableFor(staff);
  const people = (await tx
    .select({ id: s.id as AnyPgColumn, unit: s.unit_id as AnyPgColumn, account: s.account_id as AnyPgColumn })
    .from(s)
    .where(and(eq(s.state as AnyPgColumn, 'ACTIVE'), inArray(s.employee_status as AnyPgColumn, ['WORKING'])))
    .orderBy(asc(s.id as AnyPgColumn))) as { id: number; unit: number; account: number | null }[];
  const inUnit = (code: string, k: number) => {
    const list = people.filter((p) => p.unit === units.get(code));
    return list.length ? (list[k % list.length] as { id: number }).id : null;
  };
  const at = tableFor(account);
  const accountIds = new Map<string, number>();
  for (const r of (await tx.select({ id: at.id as AnyPgColumn, username: at.username as AnyPgColumn }).from(at)) as { id: number; username: string }[]) accountIds.set(r.username, Number(r.id));
  const staffOf = (username: string) => people.find((p) => Number(p.account) === accountIds.get(username))?.id ?? null;

  // [code, vi, en, type, serial, model, brand, purchase (days ago), price, supplier, unit, location kind, location, condition, grade, warranty (days from purchase)]
  const ASSETS: [string, string, string, string, string, string, string, number, number, string, string, string, string, string, string, number][] = [
    ['XT-0001', 'Xe tải THACO Ollin 700 thùng kín', 'THACO Ollin 700 box truck', 'TRUCK', 'RNNOLL700A2501', 'Ollin 700', 'THACO', 420, 685_000_000, 'THACO AUTO', 'THILOGI', 'WAREHOUSE', 'Kho trung chuyển Bình Dương', 'IN_USE', 'GOOD', 1095],
    ['XT-0002', 'Xe tải THACO Frontier TF230', 'THACO Frontier TF230 truck', 'TRUCK', 'RNNTF230B2402', 'TF230', 'THACO', 700, 365_000_000, 'THACO AUTO', 'THILOGI', 'WAREHOUSE', 'Kho Chu Lai', 'IN_STOCK', 'GOOD', 1095],
    ['OTO-0001', 'Xe ô tô Kia Carnival 2.2D', 'Kia Carnival 2.2D', 'CAR', 'RNYKC22D2301', 'Carnival 2.2D Signature', 'Kia', 650, 1_589_000_000, 'THACO AUTO', 'K-VP', 'OFFICE', 'Trụ sở chính, hầm B1', 'IN_USE', 'GOOD', 1825],
    ['OTO-0002', 'Xe ô tô Mazda CX-8', 'Mazda CX-8', 'CAR', 'RNMCX82404', 'CX-8 Premium', 'Mazda', 300, 1_199_000_000, 'THACO AUTO', 'THACO-AUTO', 'SHOWROOM', 'Showroom Mazda Phạm Văn Đồng', 'IN_STOCK', 'NEW', 1825],
    ['XN-0001', 'Xe nâng điện Toyota 2,5 tấn', 'Toyota 2.5 t electric forklift', 'FORKLIFT', '8FBN25-61234', '8FBN25', 'Toyota', 900, 720_000_000, 'Toyota Material Handling Việt Nam', 'AUTO-NM', 'FACTORY', 'Xưởng lắp ráp 1, Chu Lai', 'IN_USE', 'WORN', 730],
    ['XN-0002', 'Xe nâng dầu Komatsu 3 tấn', 'Komatsu 3 t diesel forklift', 'FORKLIFT', 'FD30T-17-2201', 'FD30T-17', 'Komatsu', 1100, 655_000_000, 'Komatsu Việt Nam', 'THILOGI', 'WAREHOUSE', 'Cảng Chu Lai', 'UNDER_REPAIR', 'WORN', 730],
    ['MT-0001', 'Máy tính xách tay Dell Latitude 5440', 'Dell Latitude 5440 laptop', 'LAPTOP', 'DL5440-7HX92', 'Latitude 5440', 'Dell', 330, 28_500_000, 'FPT Trading', 'VP-CNTT', 'OFFICE', 'Ban CNTT, tầng 5', 'IN_USE', 'GOOD', 365],
    ['MT-0002', 'Máy tính xách tay Lenovo ThinkPad T14', 'Lenovo ThinkPad T14 laptop', 'LAPTOP', 'LNT14-PF3KQ', 'ThinkPad T14 Gen 4', 'Lenovo', 200, 31_900_000, 'FPT Trading', 'VP-NS', 'OFFICE', 'Ban Nhân sự, tầng 3', 'IN_USE', 'NEW', 1095],
    ['MT-0003', 'Máy tính xách tay HP ProBook 450 G10', 'HP ProBook 450 G10 laptop', 'LAPTOP', 'HP450G10-5CD3', 'ProBook 450 G10', 'HP', 60, 22_400_000, 'Phong Vũ', 'VP-CNTT', 'WAREHOUSE', 'Kho thiết bị CNTT', 'IN_STOCK', 'NEW', 365],
    ['MI-0001', 'Máy in Canon imageRUNNER 2630i', 'Canon imageRUNNER 2630i printer', 'PRINTER', 'CIR2630-XM41', 'iR 2630i', 'Canon', 800, 68_000_000, 'Canon Marketing Việt Nam', 'VP-TC', 'OFFICE', 'Ban Tài chính, tầng 4', 'IN_USE', 'WORN', 365],
    ['CNC-0001', 'Máy phay CNC Haas VF-2', 'Haas VF-2 CNC milling machine', 'CNC', 'HAAS-VF2-3098', 'VF-2', 'Haas', 1300, 2_350_000_000, 'Haas Automation Asia', 'AUTO-NM', 'FACTORY', 'Xưởng cơ khí, Chu Lai', 'IN_USE', 'GOOD', 730],
    ['RB-0001', 'Robot hàn ABB IRB 2600', 'ABB IRB 2600 welding robot', 'WELDING', 'ABB2600-44721', 'IRB 2600', 'ABB', 500, 1_870_000_000, 'ABB Việt Nam', 'AUTO-NM', 'FACTORY', 'Dây chuyền hàn thân xe', 'BROKEN', 'POOR', 730],
    ['NT-0001', 'Bàn họp gỗ 12 chỗ', 'Meeting table, 12 seats', 'FURNITURE', '', 'BH-3600', 'Hòa Phát', 1500, 18_600_000, 'Nội thất Hòa Phát', 'K-VP', 'OFFICE', 'Phòng họp Sen, tầng 2', 'IN_USE', 'GOOD', 365],
    ['NT-0002', 'Ghế xoay văn phòng lưng lưới', 'Mesh office chair', 'FURNITURE', '', 'GL-312', 'Hòa Phát', 1500, 2_150_000, 'Nội thất Hòa Phát', 'THACO-AGRI', 'OFFICE', 'Văn phòng THAGRICO', 'LIQUIDATED', 'POOR', 365],
  ];
  const ids = new Map<string, number>();
  for (const [i, a] of ASSETS.entries()) {
    const [code, name, name_en, type, serial, model, brand, ago, price, supplier, unit, kind, location, condition, grade, warranty] = a;
    const purchase = day(now, -ago);
    const holder = condition === 'IN_USE' ? (code === 'MT-0002' ? staffOf('hr') : code === 'MT-0001' ? staffOf('staff') : inUnit(unit.startsWith('VP') || unit === 'K-VP' ? 'K-VP' : unit.startsWith('AUTO') ? 'THACO-AUTO' : unit, i)) : null;
    const id = await insertValidated(tx, asset, {
      code,
      name,
      name_en,
      type_id: set(`ASSET_TYPE.${type}`),
      serial_number: serial || null,
      model,
      brand,
      quantity: code === 'NT-0002' ? 40 : 1,
      uom_id: set(code.startsWith('NT') && code === 'NT-0002' ? 'UNIT_OF_MEASURE.SET' : 'UNIT_OF_MEASURE.UNIT'),
      purchase_date: purchase,
      price,
      supplier,
      unit_id: units.get(unit),
      location_kind_id: set(`LOCATION_KIND.${kind}`),
      location,
      holder_id: holder,
      condition,
      status_id: set(`ASSET_STATUS.${grade}`),
      warranty_end: day(now, -ago + warranty),
      notes: condition === 'BROKEN' ? 'Hỏng bộ điều khiển trục 6, chờ linh kiện thay thế từ hãng.' : null,
    });
    ids.set(code, id);
  }
  const A = (code: string) => ids.get(code) as number;

  // Inspections: vehicles and lifting equipment, with the next due date (one falls due within weeks).
  const inspections: [string, number, string, string, string, number, number][] = [
    ['XT-0001', -330, 'Trung tâm Đăng kiểm xe cơ giới 50-03V', 'PASSED', 'ĐK-5003V-2025-1182', 365, 560_000],
    ['OTO-0001', -340, 'Trung tâm Đăng kiểm xe cơ giới 50-05V', 'PASSED', 'ĐK-5005V-2025-0931', 365, 340_000],
    ['XN-0001', -350, 'Trung tâm Kiểm định Kỹ thuật An toàn khu vực 2', 'PASSED', 'KĐ-KV2-2025-4471', 365, 1_200_000],
    ['XN-0002', -20, 'Trung tâm Kiểm định Kỹ thuật An toàn khu vực 2', 'CONDITIONAL', 'KĐ-KV2-2026-0385', 180, 1_200_000],
    ['CNC-0001', -100, 'Phòng Kỹ thuật THACO AUTO', 'PASSED', 'KT-NM-2026-017', 365, 0],
  ];
  for (const [code, ago, inspector, result, cert, every, cost] of inspections) {
    await insertValidated(tx, assetInspection, { asset_id: A(code), inspection_date: day(now, ago), inspector, result, certificate_no: cert, next_due_date: day(now, ago + every), cost, notes: result === 'CONDITIONAL' ? 'Phải thay xích nâng trước kỳ kiểm định sau.' : null });
  }
  // Insurance: vehicles (physical damage, civil liability), machinery (all risks); one expiring soon, one renewed.
  const policies: [string, string, string, string, number, number, number, number][] = [
    ['XT-0001', 'Tổng Công ty Bảo hiểm Bảo Việt', 'BV-XCG-2025-77812', 'PHYSICAL_DAMAGE', -340, 365, 9_600_000, 650_000_000],
    ['OTO-0001', 'Tổng Công ty Cổ phần Bảo hiểm Petrolimex (PJICO)', 'PJICO-XCG-2025-10344', 'PHYSICAL_DAMAGE', -700, 365, 22_800_000, 1_500_000_000],
    ['OTO-0001', 'Tổng Công ty Cổ phần Bảo hiểm Petrolimex (PJICO)', 'PJICO-XCG-2026-11920', 'PHYSICAL_DAMAGE', -334, 365, 21_900_000, 1_420_000_000],
    ['OTO-0002', 'Bảo hiểm PVI', 'PVI-TNDS-2026-55210', 'CIVIL_LIABILITY', -290, 365, 950_000, 0],
    ['CNC-0001', 'Tổng Công ty Bảo hiểm Bảo Việt', 'BV-MRR-2026-00451', 'PROPERTY_ALL_RISK', -120, 365, 14_100_000, 2_200_000_000],
  ];
  for (const [code, insurer, policy_no, kind, from, days, premium, value] of policies) {
    await insertValidated(tx, assetInsurance, { asset_id: A(code), insurer, policy_no, insurance_kind: kind, from_date: day(now, from), to_date: day(now, from + days - 1), premium, insured_value: value || null });
  }
  // Repair companies and repairs.
  const companies: Row[] = [
    { name: 'Xưởng dịch vụ THACO Auto Bình Triệu', tax_code: '0301234999', contact_name: 'Nguyễn Văn Lực', phone: '0283 5123 456', address: 'Quốc lộ 13, TP. Thủ Đức, TP. Hồ Chí Minh', specialties: ['Ô tô', 'Xe tải'] },
    { name: 'Công ty TNHH Thiết bị nâng Đại Phát', tax_code: '4001122334', contact_name: 'Trần Quốc Đại', phone: '0235 3844 221', address: 'KCN Tam Hiệp, Núi Thành, Quảng Nam', specialties: ['Xe nâng', 'Thiết bị nâng hạ'] },
    { name: 'Công ty Cổ phần Tự động hoá Sao Việt', tax_code: '0316677889', contact_name: 'Lê Thị Ngọc', phone: '0287 3001 889', address: 'KCN Tân Bình, TP. Hồ Chí Minh', specialties: ['Robot', 'Máy CNC'] },
  ];
  const company: number[] = [];
  for (const cpy of companies) company.push(await insertValidated(tx, repairAssetCompany, cpy));
  const repairs: [string, string, number, number, number | null, number, string, string][] = [
    ['XN-0002', 'Thay xích nâng và bảo dưỡng hệ thống thuỷ lực', 1, -10, null, 18_500_000, 'IN_PROGRESS', 'Xích nâng mòn quá giới hạn theo biên bản kiểm định; rò rỉ dầu xi lanh nghiêng.'],
    ['XT-0001', 'Bảo dưỡng 40.000 km', 0, -60, -59, 7_200_000, 'DONE', 'Thay dầu, lọc gió, má phanh trước; kiểm tra hệ thống điện.'],
    ['RB-0001', 'Thay bộ điều khiển trục 6', 2, 5, null, 146_000_000, 'PLANNED', 'Bộ điều khiển trục 6 báo lỗi quá dòng; đặt hàng linh kiện chính hãng ABB.'],
    ['MI-0001', 'Thay cụm sấy và trục ép', 0, -200, -198, 4_300_000, 'DONE', 'Bản in bị nhoè; đã thay cụm sấy.'],
  ];
  for (const [code, title, k, start, end, cost, status, description] of repairs) {
    await insertValidated(tx, repairAsset, { asset_id: A(code), title, company_id: company[k], start_date: day(now, start), end_date: end === null ? null : day(now, end), cost, repair_status: status, description });
  }
  // Handovers as they ended up: the current holders' (approved), a returned one, a cancelled one.
  const h = async (code: string, to: number | null, toUnit: string, ago: number, status: string, extra: Row = {}) => {
    const a = ASSETS.find((x) => x[0] === code) as (typeof ASSETS)[number];
    await insertValidated(
      tx,
      assetHandover,
      { asset_id: A(code), kind: 'ISSUE', to_staff_id: to, to_unit_id: units.get(toUnit), handover_date: day(now, -ago), condition_note: 'Tài sản hoạt động tốt, đủ phụ kiện và giấy tờ kèm theo.' },
      { status, title: `Bàn giao ${code} - ${a[1]}`, from_unit_id: units.get(a[10]), ...extra },
    );
  };
  const asset_ = tableFor(asset);
  for (const code of ['MT-0001', 'MT-0002', 'OTO-0001', 'XT-0001', 'XN-0001']) {
    const [row] = (await tx.select({ holder: asset_.holder_id as AnyPgColumn, unit: asset_.unit_id as AnyPgColumn }).from(asset_).where(eq(asset_.id as AnyPgColumn, A(code)))) as { holder: number | null; unit: number }[];
    const unitCode = [...units.entries()].find(([, id]) => id === Number(row?.unit))?.[0] ?? 'THACO';
    await h(code, row?.holder ?? null, unitCode, code.startsWith('MT') ? 30 : 200, 'APPROVED');
  }
  await h('MT-0003', staffOf('editor'), 'VP-CNTT', 120, 'RETURNED', { returned_date: day(now, -45), return_note: 'Trả lại do được cấp máy mới; máy còn tốt.' });
  await h('OTO-0002', staffOf('hr.auto'), 'THACO-AUTO', 10, 'CANCELLED');

  // Alert rules: insurance 30 days ahead, inspections 30 days, warranty 60 days (IT).
  const admin = accountIds.get('admin');
  const hrAuto = accountIds.get('hr.auto');
  const recipients = [admin, hrAuto].filter((x): x is number => !!x);
  const rules: Row[] = [
    { name: 'Bảo hiểm phương tiện sắp hết hạn', name_en: 'Vehicle insurance expiring', kind: 'INSURANCE_EXPIRING', days_before: 30, type_id: set('ASSET_TYPE.VEHICLE'), recipient_ids: recipients, is_notify_holder: true, is_active: true },
    { name: 'Thiết bị nâng đến hạn kiểm định', name_en: 'Lifting equipment inspection due', kind: 'INSPECTION_DUE', days_before: 30, recipient_ids: recipients, is_notify_holder: false, is_active: true },
    { name: 'Thiết bị CNTT sắp hết bảo hành', name_en: 'IT equipment warranty ending', kind: 'WARRANTY_ENDING', days_before: 60, type_id: set('ASSET_TYPE.IT'), unit_id: units.get('K-VP'), recipient_ids: recipients.slice(0, 1), is_notify_holder: false, is_active: true },
  ];
  for (const r of rules) await insertValidated(tx, assetSettingAlert, r);
}
