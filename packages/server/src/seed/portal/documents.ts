/**
 * Demo documents (resources/portal/document.ts): announcements, regulations, procedures and forms
 * of the group and its subsidiaries, in Vietnamese and English, some Limited to a unit or to chosen
 * staff, each with attachment files generated here (Word documents, and an Excel sheet for forms;
 * no external URL), stored like uploads with the attachment context DOCUMENT. The files are not
 * public: a file used by a document is served by its document's access rule (media/uses.ts).
 * Also the three look-up page settings (which types each portal look-up page shows).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account, category, document, documentSetting, organization } from '@portal/domain';
import { AlignmentType, Document as DocxDocument, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import type { Storage } from '../../media/storage.js';
import { mediaTable } from '../../media/table.js';
import { insertValidated } from '../insert.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Kind = 'NOTICE' | 'REGULATION' | 'PROCEDURE' | 'FORM';
type Demo = {
  kind: Kind;
  code: string;
  title: [string, string];
  summary: [string, string];
  /** Days before today it was issued (0: today). */
  ago: number;
  unit: string;
  realm: number;
  signer: string;
  /** Limited to these units (codes) and/or these accounts (usernames). */
  limitedTo?: { units?: string[]; staff?: string[] };
  receivers?: string[];
  followers?: string[];
  expired?: boolean;
  /** File base name (ASCII) and the body's paragraphs (Vietnamese). */
  file: string;
  body: string[];
};

const DOCS: Demo[] = [
  {
    kind: 'NOTICE', code: 'TB-125/2026/THACO', title: ['Thông báo lịch nghỉ Tết Nguyên đán Bính Ngọ 2026', 'Lunar New Year 2026 holiday schedule'],
    summary: ['Lịch nghỉ Tết, bố trí trực và an toàn phòng cháy trong kỳ nghỉ.', 'Holiday dates, duty rosters and fire safety during the holiday.'],
    ago: 0, unit: 'VP-NS', realm: 0, signer: 'Trần Bá Dương', receivers: ['staff'], file: 'thong-bao-nghi-tet-2026',
    body: ['Toàn Tập đoàn nghỉ Tết từ ngày 14/02/2026 đến hết ngày 22/02/2026.', 'Các đơn vị bố trí lịch trực và báo cáo về Ban Nhân sự trước ngày 05/02/2026.'],
  },
  {
    kind: 'NOTICE', code: 'TB-118/2026/THACO', title: ['Thông báo tổ chức Hội thao cán bộ nhân viên năm 2026', 'Staff sports festival 2026'],
    summary: ['Thời gian, địa điểm và cách đăng ký các môn thi đấu.', 'Dates, venue and how to register for the events.'],
    ago: 0, unit: 'VP-TT', realm: 2, signer: 'Nguyễn Hùng Minh', file: 'thong-bao-hoi-thao-2026',
    body: ['Hội thao diễn ra tại Khu phức hợp Chu Lai từ ngày 20/03/2026.', 'Cán bộ nhân viên đăng ký theo đơn vị trước ngày 10/03/2026.'],
  },
  {
    kind: 'NOTICE', code: 'TB-097/2026/TA', title: ['Thông báo điều chỉnh ca làm việc Nhà máy lắp ráp Chu Lai', 'Shift changes at the Chu Lai assembly plant'],
    summary: ['Áp dụng ca kíp mới cho khối sản xuất THACO AUTO (nội bộ).', 'New shift pattern for THACO AUTO production (internal).'],
    ago: 3, unit: 'THACO-AUTO', realm: 0, signer: 'Phạm Văn Tài', limitedTo: { units: ['THACO-AUTO'] }, file: 'thong-bao-ca-lam-viec-chu-lai',
    body: ['Từ ngày 01/12/2026, Nhà máy lắp ráp Chu Lai làm việc theo 3 ca.', 'Trưởng các bộ phận phổ biến đến toàn thể công nhân.'],
  },
  {
    kind: 'REGULATION', code: 'QĐ-015/2026/THACO', title: ['Quy định về bảo mật thông tin và an toàn dữ liệu', 'Information security and data protection regulation'],
    summary: ['Phân loại thông tin, quyền truy cập và xử lý sự cố rò rỉ dữ liệu.', 'Information classes, access rights and handling data leaks.'],
    ago: 12, unit: 'VP-CNTT', realm: 2, signer: 'Trần Bá Dương', followers: ['staff'], file: 'quy-dinh-bao-mat-thong-tin',
    body: ['Điều 1. Thông tin nội bộ được phân thành ba cấp: công khai, nội bộ và mật.', 'Điều 2. Nhân sự chỉ truy cập thông tin phù hợp với nhiệm vụ được giao.'],
  },
  {
    kind: 'REGULATION', code: 'QĐ-022/2026/THACO', title: ['Quy định về chế độ công tác phí', 'Business travel allowance regulation'],
    summary: ['Mức phụ cấp lưu trú, phương tiện và thủ tục thanh toán công tác phí.', 'Per diem, transport and how to claim travel expenses.'],
    ago: 30, unit: 'VP-TC', realm: 2, signer: 'Nguyễn Thị Thanh', file: 'quy-dinh-cong-tac-phi',
    body: ['Phụ cấp lưu trú: 250.000 đồng/ngày trong nước.', 'Hồ sơ thanh toán nộp trong vòng 10 ngày sau chuyến công tác.'],
  },
  {
    kind: 'REGULATION', code: 'QĐ-009/2025/THACO', title: ['Quy định về trang phục công sở (đã thay thế)', 'Office dress code (superseded)'],
    summary: ['Quy định cũ về đồng phục, đã được thay thế.', 'The former uniform rules, since replaced.'],
    ago: 320, unit: 'VP-NS', realm: 2, signer: 'Trần Bá Dương', expired: true, file: 'quy-dinh-trang-phuc-2025',
    body: ['Quy định này hết hiệu lực kể từ ngày ban hành quy định mới.'],
  },
  {
    kind: 'REGULATION', code: 'QĐ-031/2026/NS', title: ['Quy định chính sách lương thưởng năm 2026 (nội bộ Ban Nhân sự)', '2026 pay and bonus policy (HR Board only)'],
    summary: ['Khung lương, thưởng hiệu quả và lộ trình điều chỉnh.', 'Pay bands, performance bonus and review schedule.'],
    ago: 5, unit: 'VP-NS', realm: 2, signer: 'Phạm Thị Nhân', limitedTo: { staff: ['hr'] }, file: 'quy-dinh-luong-thuong-2026',
    body: ['Tài liệu lưu hành nội bộ Ban Nhân sự.', 'Khung lương áp dụng từ ngày 01/01/2026.'],
  },
  {
    kind: 'PROCEDURE', code: 'QT-004/2026/THACO', title: ['Quy trình đề nghị thanh toán và tạm ứng', 'Payment and advance request procedure'],
    summary: ['Các bước lập, kiểm soát, phê duyệt và chi trả.', 'Steps to prepare, check, approve and pay.'],
    ago: 20, unit: 'VP-TC', realm: 2, signer: 'Nguyễn Thị Thanh', receivers: ['staff', 'hr'], file: 'quy-trinh-thanh-toan',
    body: ['Bước 1. Người đề nghị lập phiếu đề nghị thanh toán kèm chứng từ.', 'Bước 2. Trưởng đơn vị kiểm tra và ký duyệt.', 'Bước 3. Ban Tài chính - Kế toán kiểm soát và chi trả.'],
  },
  {
    kind: 'PROCEDURE', code: 'QT-011/2026/TA', title: ['Quy trình kiểm tra chất lượng xe xuất xưởng', 'Vehicle end-of-line quality inspection procedure'],
    summary: ['Kiểm tra ngoại thất, vận hành và chạy thử trước khi xuất xưởng.', 'Exterior, function and road tests before release from the plant.'],
    ago: 45, unit: 'AUTO-KT', realm: 0, signer: 'Phạm Văn Tài', file: 'quy-trinh-kiem-tra-xuat-xuong',
    body: ['Mỗi xe được kiểm tra 120 hạng mục theo danh mục kiểm tra.', 'Xe đạt yêu cầu được dán tem QC và bàn giao kho thành phẩm.'],
  },
  {
    kind: 'PROCEDURE', code: 'QT-016/2026/THACO', title: ['Quy trình tuyển dụng nhân sự khối văn phòng', 'Office staff recruitment procedure'],
    summary: ['Từ đề xuất nhu cầu đến tiếp nhận nhân sự mới (giới hạn Khối Văn phòng).', 'From the staffing request to onboarding (Office Block only).'],
    ago: 8, unit: 'VP-NS', realm: 2, signer: 'Phạm Thị Nhân', limitedTo: { units: ['K-VP'] }, file: 'quy-trinh-tuyen-dung',
    body: ['Bước 1. Đơn vị lập đề xuất tuyển dụng.', 'Bước 2. Ban Nhân sự đăng tuyển và sàng lọc hồ sơ.', 'Bước 3. Phỏng vấn, phê duyệt và tiếp nhận.'],
  },
  {
    kind: 'FORM', code: 'BM-01/NS', title: ['Mẫu đơn xin nghỉ phép', 'Leave application form'],
    summary: ['Dùng khi nghỉ phép năm, nghỉ ốm hoặc nghỉ không lương.', 'For annual, sick or unpaid leave.'],
    ago: 60, unit: 'VP-NS', realm: 2, signer: 'Phạm Thị Nhân', file: 'mau-don-nghi-phep',
    body: ['Họ và tên: ........................', 'Đơn vị: ........................', 'Thời gian nghỉ: từ ngày ...... đến ngày ......', 'Lý do: ........................'],
  },
  {
    kind: 'FORM', code: 'BM-07/TC', title: ['Mẫu giấy đề nghị thanh toán', 'Payment request form'],
    summary: ['Kèm theo quy trình đề nghị thanh toán và tạm ứng.', 'To use with the payment and advance request procedure.'],
    ago: 20, unit: 'VP-TC', realm: 2, signer: 'Nguyễn Thị Thanh', file: 'mau-de-nghi-thanh-toan',
    body: ['Người đề nghị: ........................', 'Nội dung thanh toán: ........................', 'Số tiền: ........................'],
  },
  {
    kind: 'FORM', code: 'BM-03/HC', title: ['Mẫu đăng ký sử dụng xe công tác', 'Service car request form'],
    summary: ['Đăng ký xe khi hệ thống đặt xe trực tuyến gián đoạn.', 'To book a car when online booking is unavailable.'],
    ago: 2, unit: 'K-VP', realm: 4, signer: 'Lê Văn Hành', file: 'mau-dang-ky-xe',
    body: ['Người đăng ký: ........................', 'Lộ trình: ........................', 'Thời gian: ........................'],
  },
];

/** The Word file of a document: its number, title, summary and body. */
async function docxOf(d: Demo): Promise<Buffer> {
  const doc = new DocxDocument({
    creator: 'THACO',
    title: d.title[0],
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: 'CÔNG TY CỔ PHẦN TẬP ĐOÀN TRƯỜNG HẢI', bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: `Số: ${d.code}` })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, heading: HeadingLevel.TITLE, spacing: { after: 240 }, children: [new TextRun({ text: d.title[0].toUpperCase(), bold: true, size: 30 })] }),
          new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: d.summary[0], italics: true })] }),
          ...d.body.map((text) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text })] })),
          new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 360 }, children: [new TextRun({ text: d.signer, bold: true })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The Excel version of a form: one line per field to fill in. */
async function xlsxOf(d: Demo): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Biểu mẫu');
  ws.columns = [{ width: 40 }, { width: 40 }];
  ws.addRow([d.title[0]]).font = { bold: true, size: 14 };
  ws.addRow([`Số: ${d.code}`]);
  ws.addRow([]);
  for (const line of d.body) ws.addRow([line.replace(/[: .]+$/, ''), '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function storeFile(tx: Drizzle, storage: Storage, dir: string, createdBy: number | null, now: Date, name: string, ext: 'docx' | 'xlsx', body: Buffer): Promise<number> {
  const checksum = createHash('sha256').update(body).digest('hex');
  const key = `demo/documents/${checksum.slice(0, 24)}.${ext}`;
  const file = join(dir, `${checksum.slice(0, 12)}.${ext}`);
  writeFileSync(file, body);
  const mime = ext === 'docx' ? DOCX : XLSX;
  await storage.putFile(key, file, mime);
  const [row] = await tx
    .insert(mediaTable)
    .values({ created_by: createdBy, created_date: now, file_name: `${name}.${ext}`, ext, url: '', mime, size: body.length, kind: 'attachment', context: 'DOCUMENT', is_public: false, storage_key: key, checksum })
    .returning({ id: mediaTable.id });
  const id = Number(row?.id);
  await tx.update(mediaTable).set({ url: `/api/v1/media/file/${id}` }).where(eq(mediaTable.id, id));
  return id;
}

/** Vietnam's calendar date `days` before `now`, as YYYY-MM-DD. */
const vnDate = (now: Date, days = 0) => new Date(now.getTime() + 7 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoDocuments(tx: Drizzle, storage: Storage, createdBy: number | null, now: Date): Promise<void> {
  const ct = tableFor(category);
  const cat = async (type: string) =>
    (await tx
      .select({ id: ct.id as AnyPgColumn, name: ct.name as AnyPgColumn })
      .from(ct)
      .where(and(eq(ct.type as AnyPgColumn, type), eq(ct.state as AnyPgColumn, 'ACTIVE')))) as { id: number; name: string }[];
  const types = await cat('DOCUMENT_TYPE');
  const typeId = (name: string) => Number(types.find((x) => x.name === name)?.id);
  const typeOf: Record<Kind, number> = { NOTICE: typeId('Thông báo'), REGULATION: typeId('Quy định'), PROCEDURE: typeId('Quy trình'), FORM: typeId('Biểu mẫu') };
  const realms = (await cat('DOCUMENT_REALM')).map((x) => Number(x.id));
  const statuses = await cat('DOCUMENT_STATUS');
  const inForce = Number(statuses.find((x) => x.name === 'Còn hiệu lực')?.id);
  const expired = Number(statuses.find((x) => x.name === 'Hết hiệu lực')?.id);
  const ot = tableFor(organization);
  const units = new Map(((await tx.select({ id: ot.id as AnyPgColumn, code: ot.code as AnyPgColumn }).from(ot)) as { id: number; code: string }[]).map((u) => [u.code, Number(u.id)]));
  const at = tableFor(account);
  const people = new Map(((await tx.select({ id: at.id as AnyPgColumn, username: at.username as AnyPgColumn }).from(at)) as { id: number; username: string }[]).map((a) => [a.username, Number(a.id)]));
  const unit = (code: string) => units.get(code) ?? units.get('THACO') ?? (units.values().next().value as number);
  const accounts = (names: string[] = []) => names.map((n) => people.get(n)).filter((x): x is number => typeof x === 'number');

  const dir = mkdtempSync(join(tmpdir(), 'portal-docs-'));
  try {
    let order = 0;
    for (const d of DOCS) {
      const attachments = [await storeFile(tx, storage, dir, createdBy, now, d.file, 'docx', await docxOf(d))];
      if (d.kind === 'FORM') attachments.push(await storeFile(tx, storage, dir, createdBy, now, d.file, 'xlsx', await xlsxOf(d)));
      const issued = vnDate(now, d.ago);
      const limited = !!d.limitedTo;
      await insertValidated(
        tx,
        document,
        {
          code: d.code,
          title: d.title[0],
          title_en: d.title[1],
          summary: d.summary[0],
          summary_en: d.summary[1],
          type_id: typeOf[d.kind],
          realm_id: realms[d.realm % Math.max(1, realms.length)],
          doc_status_id: d.expired ? expired : inForce,
          issuing_unit_id: unit(d.unit),
          signer: d.signer,
          issued_date: issued,
          effective_date: issued,
          ...(d.expired && { expiry_date: vnDate(now, d.ago - 200) }),
          access_scope: limited ? 'LIMITED' : 'PUBLIC',
          unit_ids: (d.limitedTo?.units ?? []).map(unit),
          staff_ids: accounts(d.limitedTo?.staff),
          attachments,
          receiver_ids: accounts(d.receivers),
          follower_ids: accounts(d.followers),
        },
        { ordering: ++order, created_by: createdBy, updated_by: createdBy },
        now,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const settings: [string, string, string, string, string, number[]][] = [
    ['NOTIFICATION', 'Thông báo', 'Announcements', 'Thông báo chính thức của Tập đoàn và các đơn vị thành viên.', 'Official announcements of the group and its subsidiaries.', [typeOf.NOTICE]],
    ['REGULATION_PROCEDURE', 'Quy định - Quy trình', 'Regulations and procedures', 'Quy định, quy trình đang áp dụng trong Tập đoàn.', 'Regulations and procedures in force across the group.', [typeOf.REGULATION, typeOf.PROCEDURE]],
    ['FORM', 'Biểu mẫu', 'Forms', 'Biểu mẫu dùng chung: tải về, điền và nộp theo quy trình.', 'Shared forms: download, fill in and submit as the procedure says.', [typeOf.FORM]],
  ];
  let k = 0;
  for (const [page, title, title_en, description, description_en, type_ids] of settings) {
    await insertValidated(tx, documentSetting, { page, title, title_en, description, description_en, type_ids: type_ids.filter((x) => Number.isFinite(x)) }, { ordering: ++k }, now);
  }
}
