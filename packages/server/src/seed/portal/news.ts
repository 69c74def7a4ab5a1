/**
 * Demo portal content (issue 5): released news in Vietnamese and English with the home page's
 * display flags, reaction kinds and digital-library items, so the portal home has content.
 * Called by seedDemo inside its transaction; every record goes through the API's validation.
 */
import type { Resource, Row } from '@portal/domain';
import { category, digitalLib, news, newsType, reactionSetting } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated } from '../insert.js';

const insert = insertValidated;

async function ids(db: Drizzle, r: Resource, where: Row = {}): Promise<number[]> {
  const t = tableFor(r);
  const conds = Object.entries(where).map(([k, v]) => eq(t[k] as AnyPgColumn, v));
  const rows = await db
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .where(and(...conds))
    .orderBy(asc(t.ordering as AnyPgColumn), asc(t.id as AnyPgColumn));
  return rows.map((x) => Number((x as { id: number }).id));
}

const DAY = 86_400_000;

export async function seedDemoNews(db: Drizzle, authorId: number | null, now: Date = new Date()): Promise<void> {
  const [internal, general, infographic] = await ids(db, newsType);
  const realms = await ids(db, category, { type: 'DOCUMENT_REALM' });
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Validation demands a future release date; the stored dates are then set in the past (released).
  const future = { publish_date: at(1).toISOString(), release_date: at(2).toISOString() };
  const items: (Row & { daysAgo: number })[] = [
    {
      daysAgo: 1,
      title: 'THACO AUTO khánh thành nhà máy sản xuất linh kiện ô tô mới tại Chu Lai',
      title_en: 'THACO AUTO opens a new automotive parts plant in Chu Lai',
      description: 'Nhà máy mới nâng tỷ lệ nội địa hoá và tạo thêm hàng nghìn việc làm cho người lao động địa phương.',
      description_en: 'The new plant raises local content and creates thousands of jobs for local workers.',
      content: '<p>Sáng nay, THACO AUTO đã tổ chức lễ khánh thành <strong>nhà máy sản xuất linh kiện ô tô</strong> tại Khu kinh tế mở Chu Lai.</p><p>Nhà máy có công suất thiết kế 100.000 bộ linh kiện mỗi năm.</p>',
      content_en: '<p>This morning THACO AUTO inaugurated its <strong>automotive parts plant</strong> in the Chu Lai Open Economic Zone.</p><p>The plant is designed for 100,000 part sets a year.</p>',
      type_id: general,
      realm_id: realms[0],
      tags: ['ô tô', 'Chu Lai', 'nhà máy'],
      author: 'Ban Truyền thông',
      is_slider: true,
      is_outstanding: true,
      is_banner: true,
    },
    {
      daysAgo: 2,
      title: 'Hội thao công nhân viên THACO năm 2026 chính thức khởi tranh',
      title_en: 'The 2026 THACO staff sports festival kicks off',
      description: 'Hơn 3.000 vận động viên từ các công ty thành viên tham gia tranh tài ở 8 môn thi đấu.',
      description_en: 'More than 3,000 athletes from member companies compete in 8 sports.',
      content: '<p>Hội thao năm nay có các môn bóng đá, cầu lông, kéo co, chạy bộ và nhiều môn thể thao khác.</p>',
      content_en: '<p>This year the festival includes football, badminton, tug of war, running and more.</p>',
      type_id: internal,
      realm_id: realms[0],
      tags: ['hội thao', 'hoạt động nội bộ'],
      author: 'Công đoàn Tập đoàn',
      is_slider: true,
      is_horizon_banner: true,
    },
    {
      daysAgo: 3,
      title: 'THAGRICO mở rộng vùng trồng chuối xuất khẩu tại Lào và Campuchia',
      title_en: 'THAGRICO expands its export banana plantations in Laos and Cambodia',
      description: 'Diện tích trồng mới đạt 2.000 ha, đáp ứng đơn hàng xuất khẩu sang Nhật Bản và Hàn Quốc.',
      description_en: 'New planting reaches 2,000 ha for export orders to Japan and Korea.',
      content: '<p>THAGRICO tiếp tục đầu tư vào <em>nông nghiệp công nghệ cao</em> với quy trình canh tác đạt chuẩn GlobalGAP.</p>',
      content_en: '<p>THAGRICO keeps investing in <em>high-tech agriculture</em> with GlobalGAP-certified practices.</p>',
      type_id: general,
      realm_id: realms[1] ?? realms[0],
      tags: ['nông nghiệp', 'xuất khẩu'],
      author: 'THAGRICO',
      is_outstanding: true,
      is_banner: true,
    },
    {
      daysAgo: 4,
      title: 'Infographic: Kết quả kinh doanh quý I của Tập đoàn',
      title_en: "Infographic: the Group's first-quarter results",
      description: 'Doanh thu và sản lượng các lĩnh vực trong quý I, trình bày bằng hình ảnh.',
      description_en: 'Revenue and output of each business line in the first quarter, at a glance.',
      content: '<p>Tổng doanh thu quý I tăng 12% so với cùng kỳ.</p>',
      content_en: '<p>First-quarter revenue rose 12% year on year.</p>',
      type_id: infographic ?? general,
      realm_id: realms[2] ?? realms[0],
      tags: ['infographic', 'kinh doanh'],
      author: 'Ban Tài chính',
    },
    {
      daysAgo: 5,
      title: 'Thông báo lịch nghỉ lễ Quốc khánh 2/9',
      title_en: 'Notice: National Day holiday schedule',
      description: 'Tin tức từ Ban Nhân sự: toàn thể cán bộ công nhân viên được nghỉ lễ theo quy định của Nhà nước.',
      description_en: 'News from the HR department: all staff are off according to the national regulations.',
      content: '<p>Các đơn vị bố trí trực ca để đảm bảo hoạt động sản xuất kinh doanh.</p>',
      content_en: '<p>Units arrange duty shifts to keep operations running.</p>',
      type_id: general,
      realm_id: realms[0],
      tags: ['thông báo'],
      author: 'Ban Nhân sự',
      is_top_menu: true,
    },
    {
      daysAgo: 6,
      title: 'Chương trình đào tạo kỹ năng số cho nhân viên văn phòng',
      title_en: 'Digital skills training for office staff',
      description: 'Khoá học trực tuyến miễn phí dành cho toàn bộ nhân viên khối văn phòng.',
      description_en: 'A free online course for all office staff.',
      content: '<p>Khoá học gồm 6 mô-đun về bảo mật thông tin, công cụ cộng tác và phân tích dữ liệu.</p>',
      content_en: '<p>The course has 6 modules on information security, collaboration tools and data analysis.</p>',
      type_id: internal,
      realm_id: realms[5] ?? realms[0],
      tags: ['đào tạo', 'chuyển đổi số'],
      author: 'Học viện THACO',
      is_only_mobile: false,
    },
  ];
  for (const { daysAgo, ...data } of items) {
    const released = at(-daysAgo);
    await insert(db, news, { ...data, ...future }, {
      status: 'PUBLISH',
      publish_date: new Date(released.getTime() - 3_600_000),
      release_date: released,
      created_by: authorId,
      updated_by: authorId,
      created_date: released,
    });
  }

  let i = 0;
  for (const [code, name, name_en, icon] of [
    ['LIKE', 'Thích', 'Like', '👍'],
    ['LOVE', 'Yêu thích', 'Love', '❤️'],
    ['CLAP', 'Hoan hô', 'Applause', '👏'],
  ] as const) {
    await insert(db, reactionSetting, { code, name, name_en, icon }, { ordering: ++i });
  }

  const library: Row[] = [
    { kind: 'VIDEO', title: 'Giới thiệu Tập đoàn THACO', title_en: 'Introducing THACO Group', video_url: 'https://www.youtube.com/watch?v=ThacoGroup0', is_dashboard: true },
    { kind: 'ALBUM', title: 'Hình ảnh Hội thao 2026', title_en: 'Sports festival 2026 photos', is_dashboard: true },
    { kind: 'ADS', title: 'Chương trình ưu đãi mua xe cho nhân viên', title_en: 'Staff car purchase offer', placement: 'ADS_HORIZON', is_horizon_ads: true, link: 'https://www.thaco.com.vn' },
  ];
  for (const item of library) {
    const extra: Row = { status: 'RELEASE', created_by: authorId };
    if (typeof item.video_url === 'string') {
      const id = /[?&]v=([A-Za-z0-9_-]{11})/.exec(item.video_url)?.[1] ?? null;
      extra.youtube_id = id;
      // The demo's own cover (illustrateLibrary) stands for the video: no image from outside.
      extra.thumbnail_url = null;
    }
    await insert(db, digitalLib, item, extra);
  }
}

/**
 * Covers and album photos for the demo library from the generated images (they exist only after
 * seedDemoNews): every item gets a cover, albums a dozen photos, so no tile is empty and no image
 * comes from outside (issue 38).
 */
export async function illustrateLibrary(db: Drizzle, landscape: readonly number[]): Promise<void> {
  if (landscape.length === 0) return;
  const t = tableFor(digitalLib);
  const rows = (await db.select({ id: t.id as AnyPgColumn, kind: t.kind as AnyPgColumn }).from(t)) as { id: number; kind: string }[];
  let k = 0;
  for (const r of rows) {
    const cover = landscape[k++ % landscape.length] as number;
    const images = r.kind === 'ALBUM' ? Array.from({ length: 12 }, (_, i) => landscape[(k + i) % landscape.length] as number) : null;
    await db
      .update(t)
      .set({ cover, ...(images && { images }) })
      .where(eq(t.id as AnyPgColumn, r.id));
  }
}
