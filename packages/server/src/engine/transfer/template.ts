/**
 * GET /<path>/import/template: an xlsx with the writable columns' labels (required ones in red,
 * each with a note of its type) and a guide sheet, one row a column.
 */
import type { Column, Label, Lang, Resource } from '@portal/domain';
import { columnLabel, resourceByName } from '@portal/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorize } from '../context.js';
import { XLSX_MIME, xlsxFileName } from '../xlsx.js';
import { enumLabels, importColumns, L, YES_NO } from './common.js';

const KIND_LABELS: Record<string, Label> = {
  text: L('Chữ', 'Text'),
  richText: L('Văn bản định dạng (HTML)', 'Rich text (HTML)'),
  integer: L('Số nguyên', 'Whole number'),
  number: L('Số', 'Number'),
  money: L('Số tiền', 'Amount'),
  flag: L('Có/Không', 'Yes/No'),
  date: L('Ngày (dd/mm/yyyy)', 'Date (dd/mm/yyyy)'),
  datetime: L('Ngày giờ (dd/mm/yyyy hh:mm, giờ Việt Nam)', 'Date and time (dd/mm/yyyy hh:mm, Vietnam time)'),
  enum: L('Danh sách chọn', 'Choice'),
  ref: L('Tên hoặc mã số của bản ghi', 'Name or id of a record'),
  refs: L('Tên hoặc mã số, phân cách bằng ;', 'Names or ids, separated by ;'),
  media: L('Mã số tệp', 'File id'),
  mediaList: L('Mã số tệp, phân cách bằng ;', 'File ids, separated by ;'),
  tags: L('Thẻ, phân cách bằng ;', 'Tags, separated by ;'),
  email: L('Email', 'Email'),
  phone: L('Số điện thoại', 'Phone number'),
  url: L('Địa chỉ web', 'Web address'),
  json: L('JSON', 'JSON'),
  coordinate: L('Toạ độ', 'Coordinate'),
};
const GUIDE_HEADERS: Label[] = [
  L('Cột', 'Column'),
  L('Tên trường', 'Field'),
  L('Bắt buộc', 'Required'),
  L('Kiểu dữ liệu', 'Type'),
  L('Giá trị cho phép', 'Allowed values'),
  L('Độ dài tối đa', 'Max length'),
];

function guideRow(c: Column, lang: Lang): (string | number)[] {
  const d = c.def;
  let allowed = '';
  if (d.kind === 'enum') allowed = enumLabels(c, lang).join(', ');
  else if (d.kind === 'flag') allowed = YES_NO[lang].join(', ');
  else if (d.kind === 'ref' || d.kind === 'refs') allowed = resourceByName.get(d.target)?.label[lang] ?? d.target;
  else if ((d.kind === 'integer' || d.kind === 'number') && (d.min !== undefined || d.max !== undefined)) allowed = `${d.min ?? ''} .. ${d.max ?? ''}`;
  const max = d.kind === 'text' || d.kind === 'richText' ? d.max : d.kind === 'refs' || d.kind === 'mediaList' || d.kind === 'tags' ? d.max : '';
  return [columnLabel(c, lang), c.name, c.required ? YES_NO[lang][0] : YES_NO[lang][1], KIND_LABELS[d.kind]?.[lang] ?? d.kind, allowed, max];
}

export async function sendTemplate(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const ctx = req.ctx;
  authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const lang = ctx.lang;
  const cols = importColumns(r);
  const wb = new ExcelJS.Workbook();
  const data = wb.addWorksheet(lang === 'vi' ? 'Dữ liệu' : 'Data');
  data.columns = cols.map((c) => ({ header: columnLabel(c, lang), key: c.name, width: Math.max(14, Math.min(40, columnLabel(c, lang).length + 4)) }));
  data.getRow(1).font = { bold: true };
  cols.forEach((c, i) => {
    if (c.required) data.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
    const note = guideRow(c, lang);
    data.getRow(1).getCell(i + 1).note = `${note[3]}${note[4] ? `: ${note[4]}` : ''}`;
  });
  const guide = wb.addWorksheet(lang === 'vi' ? 'Hướng dẫn' : 'Guide');
  guide.columns = GUIDE_HEADERS.map((h, i) => ({ header: h[lang], key: String(i), width: i === 4 ? 60 : i === 3 ? 36 : 22 }));
  guide.getRow(1).font = { bold: true };
  for (const c of cols) guide.addRow(guideRow(c, lang));
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  reply.header('content-type', XLSX_MIME);
  reply.header('content-disposition', `attachment; filename="${xlsxFileName(`${r.name}_template`, ctx.now())}"`);
  return reply.send(buf);
}
