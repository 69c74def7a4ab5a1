/**
 * Streamed xlsx downloads, shared by the log exports and the resource exports
 * (engine/transfer/export.ts): rows are written to the response as they are read, in batches, so an
 * export holds one batch in memory instead of the whole workbook (a 50,000-row activity-log export
 * took over 380 MB of heap when built in memory).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an xlsx file: the row key it shows, its header, and optionally a width and number format. */
export type ColumnSpec = { key: string; header: string; width?: number; numFmt?: string };

/** `name_DDMMYYYY.xlsx` (the download's file name). */
export const xlsxFileName = (name: string, now = new Date()) => `${name}_${now.toISOString().slice(0, 10).split('-').reverse().join('')}.xlsx`;

/** A cell value as exceljs writes it: dates and primitives as they are, objects as JSON, nothing as ''. */
const cellValue = (v: unknown): unknown => (v === null || v === undefined ? '' : v instanceof Date ? v : typeof v === 'object' ? JSON.stringify(v) : v);

/**
 * Streams an xlsx file of one sheet: a bold header row, then every row of every batch. A failure
 * after the headers went out can only cut the download short.
 */
export function sendXlsx(reply: FastifyReply, name: string, columns: ColumnSpec[], batches: AsyncIterable<Record<string, unknown>[]>, now?: Date) {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(name.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 20, ...(c.numFmt && { style: { numFmt: c.numFmt } }) }));
  ws.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const rows of batches) {
      for (const r of rows) {
        const row: Record<string, unknown> = {};
        for (const c of columns) row[c.key] = cellValue(r[c.key]);
        ws.addRow(row).commit();
      }
    }
    ws.commit();
    await wb.commit();
  };
  write().catch((e) => out.destroy(e as Error));
  reply.header('content-type', XLSX_MIME);
  reply.header('content-disposition', `attachment; filename="${xlsxFileName(name, now)}"`);
  return reply.send(out);
}
