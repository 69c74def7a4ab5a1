/**
 * A per-record document as a file (engine/documents.ts fills it in): the same laid-out content
 * written as .docx (the `docx` package) or .xlsx (exceljs, one sheet). Nothing here reads data.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type LaidOutSection =
  | { heading: string; kind: 'pairs'; rows: readonly (readonly [string, string])[] }
  | { heading: string; kind: 'table'; header: readonly string[]; rows: readonly (readonly string[])[]; empty: string };

export type LaidOut = {
  title: string;
  subtitle?: string;
  photo?: { data: Buffer; type: 'png' | 'jpg' | 'gif'; width: number; height: number } | null;
  sections: readonly LaidOutSection[];
  /** The line at the end ("Ngày xuất: 28/11/2026"). */
  footer: string;
  /** The file's document title (properties). */
  docTitle: string;
};

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER };
const cell = (text: string, opts: { bold?: boolean; shade?: boolean; width?: number } = {}) =>
  new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text, bold: opts.bold })] })],
    ...(opts.shade && { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF7' } }),
    ...(opts.width && { width: { size: opts.width, type: WidthType.PERCENTAGE } }),
  });

const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, children: [new TextRun({ text, bold: true })] });

function docxSection(s: LaidOutSection): (Paragraph | Table)[] {
  if (s.kind === 'pairs') {
    return [
      heading(s.heading),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: BORDERS,
        rows: s.rows.map(([label, value]) => new TableRow({ children: [cell(label, { bold: true, shade: true, width: 35 }), cell(value, { width: 65 })] })),
      }),
    ];
  }
  if (s.rows.length === 0) return [heading(s.heading), new Paragraph({ children: [new TextRun({ text: s.empty, italics: true })] })];
  return [
    heading(s.heading),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: BORDERS,
      rows: [
        new TableRow({ tableHeader: true, children: [cell('#', { bold: true, shade: true }), ...s.header.map((h) => cell(h, { bold: true, shade: true }))] }),
        ...s.rows.map((row, i) => new TableRow({ children: [cell(String(i + 1)), ...row.map((v) => cell(v))] })),
      ],
    }),
  ];
}

export async function renderDocx(doc: LaidOut): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, heading: HeadingLevel.TITLE, spacing: { after: 120 }, children: [new TextRun({ text: doc.title, bold: true, size: 36 })] }),
  ];
  if (doc.subtitle) children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: doc.subtitle, bold: true, size: 28 })] }));
  if (doc.photo) {
    const { data, type, width, height } = doc.photo;
    children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new ImageRun({ type, data, transformation: { width, height } })] }));
  }
  for (const s of doc.sections) children.push(...docxSection(s));
  children.push(new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 360 }, children: [new TextRun({ text: doc.footer, italics: true })] }));
  const file = new Document({
    creator: 'THACO Portal',
    title: doc.docTitle,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    sections: [{ properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } }, children }],
  });
  return Packer.toBuffer(file);
}

/** One sheet: the title, the subtitle, then each section: its heading, label | value rows or a table with a header row. */
export async function renderXlsx(doc: LaidOut): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'THACO Portal';
  wb.title = doc.docTitle;
  const ws = wb.addWorksheet(doc.title.slice(0, 31).replace(/[\\/*?:[\]]/g, '_') || 'Sheet1');
  const widest = Math.max(2, ...doc.sections.map((s) => (s.kind === 'pairs' ? 2 : s.header.length + 1)));
  ws.columns = Array.from({ length: widest }, (_, i) => ({ width: i === 0 ? 8 : 24 }));
  if (widest >= 2) ws.getColumn(1).width = 28;
  const title = ws.addRow([doc.title]);
  title.font = { bold: true, size: 14 };
  if (doc.subtitle) ws.addRow([doc.subtitle]).font = { bold: true };
  for (const s of doc.sections) {
    ws.addRow([]);
    ws.addRow([s.heading]).font = { bold: true, size: 12 };
    if (s.kind === 'pairs') {
      for (const [label, value] of s.rows) ws.addRow([label, value]).getCell(1).font = { bold: true };
    } else if (s.rows.length === 0) {
      ws.addRow([s.empty]).font = { italic: true };
    } else {
      ws.addRow(['#', ...s.header]).font = { bold: true };
      for (const [i, row] of s.rows.entries()) ws.addRow([i + 1, ...row]);
    }
  }
  ws.addRow([]);
  ws.addRow([doc.footer]).font = { italic: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
