/**
 * Demo data for an empty database: roles, accounts, settings categories, sensitive words, offices
 * and news types, in Vietnamese (with correct diacritics) and English; then sample records of every
 * other declared resource (seed/samples.ts). Every record goes through the same validation as the
 * API, so the seed cannot drift from the rules.
 */
import { hash } from '@node-rs/argon2';
import type { Row } from '@portal/domain';
import { account, bookmark, category, menu, newsType, notification, office, resources, role, sensitiveWord } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { insertValidated } from './insert.js';
import { ADMIN_ROLE_NAME } from '../auth/abilities.js';
import { seedDemoHr } from './hr/hr.js';
import { seedDemoMenus } from './portal/menus.js';
import { illustrateLibrary, seedDemoNews } from './portal/news.js';
import { seedDemoApprovals } from './system/approvals.js';
import { seedDemoLeave } from './hr/leave.js';
import { seedDemoBookings } from './administration/bookings.js';
import { seedDemoAdministration } from './administration/administration.js';
import { seedDemoCandidates } from './hr/candidates.js';
import { seedDemoTimeTrain } from './hr/timetrain.js';
import { seedDemoSync } from './system/sync.js';
import { seedDemoDocuments } from './portal/documents.js';
import { seedDemoAssets, seedDemoAssetSettings } from './assets/assets.js';
import { seedDemoImplementation } from './implementation/implementation.js';
import { seedDemoImplementationFlows } from './implementation/flows.js';
import { seedDemoBusiness, seedDemoBusinessSettings } from './business/business.js';
import { runAssetAlerts } from '../jobs/asset-alerts.js';
import { seedSamples } from './samples.js';
import { seedDemoActivities } from './activities/activities.js';
import { alignDemoImplementationMoney } from './implementation/money.js';
import { applyBrandImages, LANDSCAPE, PORTRAIT, seedBrandImages, seedImages } from './images.js';
import type { Storage } from '../media/storage.js';

const insert = insertValidated;

export const DEMO_PASSWORD = 'Demo@123456';

/** The group's own content (about, culture, messages, policies, brands, marketing, support, cards). */
const GROUP_CONTENT = ['ABOUT_THACO', 'CULTURE_THACO', 'PROCESS_FORMATION_DEVELOP', 'MESSAGE_OF_BOD', 'TERMS_OF_USE', 'USAGE_POLICY', 'TRADE_MARK', 'MARKETING', 'TECHNICAL_SUPPORT', 'GREETTING_CARD'] as const;
const grant = (subjects: readonly string[], actions: string[]) => Object.fromEntries(subjects.map((x) => [x, actions]));
/** The demo staff role's rights: read the portal's content. */
// HUMAN_RESOURCE_MANAGEMENT view without "view all": their own staff file and its sub-records (self-service).
// BOOKING_ROOM and ADMINISTRATION view: book meeting rooms and service cars (their own bookings only to change).
export const DEMO_STAFF_PERMISSIONS: Record<string, string[]> = {
  NEWS: ['view'],
  OFFICE: ['view'],
  DIGITAL_LIBRARY: ['view'],
  HUMAN_RESOURCE_MANAGEMENT: ['view'],
  // Their own attendance and explanations (TIME_KEEPING view without "view all").
  TIME_KEEPING: ['view'],
  BOOKING_ROOM: ['view'],
  ADMINISTRATION: ['view'],
  // Documents: the Public ones, and the Limited ones they are given (document module's access rule).
  DOCUMENT_LOOKUP: ['view'],
  // Internal activities: read released ones, register, vote; feedback: send and read the public Q&A.
  INTERNAL_ACTIVITY: ['view'],
  ASK_ANSWER: ['view'],
  ...grant(GROUP_CONTENT, ['view']),
};

/**
 * No generated samples: a user's own records (bookmarks, notifications) come from using the
 * portal; menus are seeded as the portal's default navigation (seed/portal/menus.ts).
 */
const NO_SAMPLES = new Set([bookmark.name, notification.name, menu.name]);

export async function isEmpty(database: Database): Promise<boolean> {
  const t = tableFor(account);
  const [row] = await database.db.select({ n: count() }).from(t);
  return Number(row?.n ?? 0) === 0;
}

/** `storage`: where the generated demo images go (the app's storage). */
export async function seedDemo(database: Database, adminPassword: string, opts: { storage: Storage }): Promise<void> {
  const db = database.db;
  await db.transaction(async (tx) => {
    const adminRole = await insert(tx, role, { name: ADMIN_ROLE_NAME, description: 'Quản trị hệ thống: toàn quyền' }, { is_system: true });
    const editor = await insert(tx, role, {
      name: 'Biên tập viên',
      description: 'Soạn và gửi duyệt nội dung',
      permissions: { NEWS: ['view', 'edit'], DIGITAL_LIBRARY: ['view', 'edit'], OFFICE: ['view', 'edit'], SETTING_NEW: ['view', 'edit'], SETTING: ['view'], DOCUMENT_LOOKUP: ['view', 'edit'], SETTING_SEARCH_DOCUMENT: ['view', 'edit'], BOOKING_ROOM: ['view'], ADMINISTRATION: ['view'], INTERNAL_ACTIVITY: ['view', 'edit'], ASK_ANSWER: ['view'], ...grant(GROUP_CONTENT, ['view', 'edit']) },
    });
    const approver = await insert(tx, role, {
      name: 'Người phê duyệt',
      description: 'Duyệt, từ chối và phát hành nội dung',
      permissions: { NEWS: ['view', 'approve', 'viewAll'], DIGITAL_LIBRARY: ['view', 'approve', 'viewAll'], OFFICE: ['view'], SETTING: ['view'], DOCUMENT_LOOKUP: ['view', 'approve', 'viewAll'], BOOKING_ROOM: ['view', 'approve', 'viewAll'], ADMINISTRATION: ['view', 'approve', 'viewAll'], INTERNAL_ACTIVITY: ['view', 'approve', 'viewAll'], ASK_ANSWER: ['view', 'approve', 'viewAll'], ...grant(GROUP_CONTENT, ['view', 'approve', 'viewAll']) },
    });
    const staff = await insert(tx, role, { name: 'Nhân viên', description: 'Xem cổng thông tin', permissions: DEMO_STAFF_PERMISSIONS });
    const hrRole = await insert(tx, role, {
      name: 'Quản lý nhân sự',
      description: 'Xem và cập nhật hồ sơ nhân sự trong phạm vi hoạt động',
      // The HR settings of spec §3 include the leave, recruitment and candidate approval processes.
      permissions: { ...DEMO_STAFF_PERMISSIONS, HUMAN_RESOURCE_MANAGEMENT: ['view', 'viewAll', 'edit'], TIME_KEEPING: ['view', 'viewAll', 'edit'], APPROVAL_PROCESS: ['view', 'viewAll', 'edit'] },
    });

    const people: [string, string, string, number[], string][] = [
      ['admin', 'Quản Trị Viên', 'admin@thaco.com.vn', [adminRole], adminPassword],
      ['editor', 'Nguyễn Thị Biên', 'editor@thaco.com.vn', [editor], DEMO_PASSWORD],
      ['approver', 'Trần Văn Duyệt', 'approver@thaco.com.vn', [approver], DEMO_PASSWORD],
      ['staff', 'Lê Hoàng Nam', 'staff@thaco.com.vn', [staff], DEMO_PASSWORD],
      // HR managers: the whole group, and one limited to THACO AUTO (its range unit is set once the organisation exists, seed/hr/hr.ts).
      ['hr', 'Phạm Thị Nhân', 'hr@thaco.com.vn', [hrRole], DEMO_PASSWORD],
      ['hr.auto', 'Võ Minh Tuấn', 'hr.auto@thaco.com.vn', [hrRole], DEMO_PASSWORD],
    ];
    for (const [username, full_name, email, role_ids, password] of people) {
      await insert(
        tx,
        account,
        {
          username,
          full_name,
          email,
          role_ids,
          department: 'Khối Văn phòng',
          position: 'Chuyên viên',
          account_status: 'ACTIVE',
          employee_status: 'WORKING',
          operating_range: username === 'hr.auto' ? 'DESIGNATED_CORPORATION' : 'GROUP',
        },
        { password_hash: await hash(password) },
      );
    }

    const realms = [
      ['Ô tô', 'Automotive'],
      ['Nông nghiệp', 'Agriculture'],
      ['Thương mại - Dịch vụ', 'Trade and services'],
      ['Đầu tư xây dựng', 'Construction investment'],
      ['Logistics', 'Logistics'],
      ['Cơ khí và công nghiệp hỗ trợ', 'Mechanical and supporting industries'],
    ];
    let i = 0;
    for (const [name, name_en] of realms) await insert(tx, category, { type: 'DOCUMENT_REALM', name, name_en, code: `REALM_${++i}` }, { ordering: i });
    const simple: [string, string, string][] = [
      ['DOCUMENT_TYPE', 'Quy định', 'Regulation'],
      ['DOCUMENT_TYPE', 'Quy trình', 'Procedure'],
      ['DOCUMENT_TYPE', 'Biểu mẫu', 'Form'],
      ['DOCUMENT_TYPE', 'Thông báo', 'Announcement'],
      ['DOCUMENT_STATUS', 'Còn hiệu lực', 'In force'],
      ['DOCUMENT_STATUS', 'Hết hiệu lực', 'Expired'],
      ['DOCUMENT_LAYOUT', 'Bố cục một cột', 'Single column'],
      ['DOCUMENT_LAYOUT', 'Bố cục hai cột', 'Two columns'],
      ['FEEDBACK_TYPE', 'Góp ý', 'Suggestion'],
      ['FEEDBACK_TYPE', 'Hỏi đáp', 'Question'],
      ['ARCHIVE', 'Báo cáo thường niên', 'Annual reports'],
      ['ARCHIVE', 'Kỷ yếu', 'Yearbooks'],
      ['ARCHIVE', 'Tài liệu truyền thông', 'Communication materials'],
      ['GREETTING_CARD', 'Thiệp chúc mừng năm mới', 'New Year card'],
      ['GREETTING_CARD', 'Thiệp sinh nhật', 'Birthday card'],
    ];
    for (const [type, name, name_en] of simple) await insert(tx, category, { type, name, name_en });
    await insert(tx, category, {
      type: 'FOOTER',
      name: 'Chân trang',
      name_en: 'Footer',
      value: 'Công ty Cổ phần Tập đoàn Trường Hải (THACO). Số 10 Mai Chí Thọ, phường An Khánh, TP. Hồ Chí Minh.',
      value_en: 'Truong Hai Group Corporation (THACO). 10 Mai Chi Tho, An Khanh Ward, Ho Chi Minh City.',
    });
    await insert(tx, category, { type: 'TITLE', name: 'Cổng thông tin nội bộ THACO', name_en: 'THACO Internal Portal', value: 'Cổng thông tin nội bộ THACO', value_en: 'THACO Internal Portal' });
    for (const [name, link] of [
      ['Facebook', 'https://www.facebook.com/thacogroup'],
      ['YouTube', 'https://www.youtube.com/@thacogroup'],
      ['LinkedIn', 'https://www.linkedin.com/company/thaco'],
    ] as const) {
      await insert(tx, category, { type: 'SOCIAL_ICON', name, name_en: name, link });
    }
    for (const type of ['LOGO_LOGIN', 'LOGO_ADMIN', 'LOGO_1', 'LOGO_2', 'LOGO_3', 'LOGO_4'] as const) {
      await insert(tx, category, { type, name: `Logo ${type.replace('LOGO_', '').toLowerCase()}`, name_en: `Logo ${type.replace('LOGO_', '').toLowerCase()}` });
    }

    for (const [word, replacement] of [
      ['đồ ngốc', '***'],
      ['khốn nạn', '***'],
      ['lừa đảo', '***'],
      ['stupid', '***'],
      ['idiot', '***'],
    ]) {
      await insert(tx, sensitiveWord, { word, replacement });
    }

    const offices: Row[] = [
      {
        type: 'HEAD_OFFICE',
        name: 'Trụ sở chính THACO',
        name_en: 'THACO Head Office',
        address: 'Số 10 Mai Chí Thọ, phường An Khánh, TP. Hồ Chí Minh',
        address_en: '10 Mai Chi Tho Street, An Khanh Ward, Ho Chi Minh City',
        nation: 'Việt Nam',
        province: 'TP. Hồ Chí Minh',
        latitude: 10.7769,
        longitude: 106.7213,
        email: 'info@thaco.com.vn',
        hotline: '1900 545 591',
        website: 'https://www.thaco.com.vn',
      },
      {
        type: 'FACTORY',
        name: 'Khu phức hợp THACO Chu Lai',
        name_en: 'THACO Chu Lai Complex',
        address: 'Khu kinh tế mở Chu Lai, xã Tam Hiệp, tỉnh Quảng Nam',
        address_en: 'Chu Lai Open Economic Zone, Tam Hiep Commune, Quang Nam',
        nation: 'Việt Nam',
        province: 'Quảng Nam',
        latitude: 15.4122,
        longitude: 108.6907,
        email: 'chulai@thaco.com.vn',
        hotline: '0235 3565 333',
      },
      {
        type: 'BRANCH',
        name: 'Chi nhánh Hà Nội',
        name_en: 'Hanoi Branch',
        address: 'Số 1 Phạm Văn Đồng, phường Cầu Giấy, Hà Nội',
        address_en: '1 Pham Van Dong Street, Cau Giay Ward, Hanoi',
        nation: 'Việt Nam',
        province: 'Hà Nội',
        latitude: 21.0368,
        longitude: 105.7825,
        email: 'hanoi@thaco.com.vn',
        hotline: '024 3555 6688',
      },
      {
        type: 'REPRESENTATIVE',
        name: 'Văn phòng đại diện Đà Nẵng',
        name_en: 'Da Nang Representative Office',
        address: 'Số 5 đường 2 Tháng 9, phường Hải Châu, TP. Đà Nẵng',
        address_en: '5 2 Thang 9 Street, Hai Chau Ward, Da Nang',
        nation: 'Việt Nam',
        province: 'Đà Nẵng',
        latitude: 16.0471,
        longitude: 108.2229,
        hotline: '0236 3622 999',
      },
    ];
    i = 0;
    for (const o of offices) await insert(tx, office, o, { ordering: ++i });

    const types: Row[] = [
      { name: 'Hoạt động nội bộ', name_en: 'Internal activities', type_number: 1, kind: 'ACTIVITY' },
      { name: 'Tin tức chung', name_en: 'General news', type_number: 2, kind: 'ANNOUNCEMENT' },
      { name: 'Infographic', name_en: 'Infographics', type_number: 3, kind: 'MARKET' },
      { name: 'Giới thiệu - Văn hoá', name_en: 'About and culture', type_number: 4, kind: 'NOTIFICATION' },
    ];
    i = 0;
    for (const t of types) await insert(tx, newsType, t, { ordering: ++i });

    await seedDemoNews(tx, null);
    await seedDemoHr(tx);
    // Every other declared resource: a few records generated from its declaration.
    // The demo images are the editor's uploads: the media picker's library (GET /media/mine) shows them to her.
    const accounts = tableFor(account);
    const [editorAccount] = (await tx.select({ id: accounts.id as AnyPgColumn }).from(accounts).where(eq(accounts.username as AnyPgColumn, 'editor'))) as { id: number }[];
    const images = await seedImages(tx, opts.storage, editorAccount?.id ?? null, new Date());
    // The library's covers and album photos from them (no image from outside).
    await illustrateLibrary(tx, images.landscape);
    // The site's logos, favicon and social icons, drawn at seed time (issue 37).
    await applyBrandImages(tx, await seedBrandImages(tx, opts.storage, null, new Date()));
    // Documents with generated attachment files, and the look-up page settings (before the generated samples).
    await seedDemoDocuments(tx, opts.storage, editorAccount?.id ?? null, new Date());
    const fits = (size: readonly [number, number] | undefined, [w, h]: readonly [number, number]) => !size || (w <= size[0] && h <= size[1]);
    const imagesFor = (size?: readonly [number, number]) => [...(fits(size, LANDSCAPE) ? images.landscape : []), ...(fits(size, PORTRAIT) ? images.portrait : [])];
    await seedDemoAssetSettings(tx);
    await seedDemoBusinessSettings(tx);
    // Internal activities, polls, awards and feedback (before the generated samples, which then skip them).
    await seedDemoActivities(tx, images.landscape);
    await seedSamples(tx, { list: resources.filter((r) => !NO_SAMPLES.has(r.name)), media: (accept, size) => (accept === 'image' ? imagesFor(size) : []) });
    await alignDemoImplementationMoney(tx);
    await seedDemoMenus(tx);
    // Feasibility studies' figures from their generated cash flows (issue 39).
    await seedDemoBusiness(tx);
    // The HR source connected to the seeded people, and a synchronisation waiting for review.
    await seedDemoSync(tx);
    // Recruitment requests through the approval engine: some waiting, one approved, one rejected.
    await seedDemoApprovals(tx);
    // Leave types, holidays, balances and leave requests in every state, through the engine.
    await seedDemoLeave(tx);
    // Attendance (last month to yesterday), explanations and training courses with enrolments (issue 15).
    await seedDemoTimeTrain(tx);
    // Meeting rooms, service cars and their bookings this week and next, through the engine (issue 16).
    await seedDemoBookings(tx, images.landscape);
    // Working schedules, tickets, lunch registrations and stationery requests, through the engine (issue 16).
    await seedDemoAdministration(tx);
    // Candidates in every pipeline state for the approved recruitment requests, through the engine.
    await seedDemoCandidates(tx);
    await seedDemoAssets(tx);
    // Work packages, checklist items and recent diary entries of the demo projects (progress kept by the roll-ups).
    await seedDemoImplementation(tx, new Date(), images.landscape);
    // The first projects' own approval flows (and requests waiting in them), through the engine.
    await seedDemoImplementationFlows(tx);
  });
  // The scheduler's first pass of the asset alerts, so "Asset alerts sent" shows what is due on a fresh start.
  await runAssetAlerts(database, () => new Date());
}

/** Used by tests and tools: the id of a seeded account. */
export async function accountId(database: Database, username: string): Promise<number> {
  const t = tableFor(account);
  const [row] = await database.db
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .where(eq(t.username as AnyPgColumn, username));
  if (!row) throw new Error(`no account ${username}`);
  return Number((row as { id: number }).id);
}
