/** xlsx helpers of the API tests: a workbook from rows, and a multipart body carrying a file. */
import ExcelJS from 'exceljs';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet: a header row, then the rows. */
export async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart/form-data body with the file in field `file`, and its content-type header. */
export function multipart(file: Buffer, filename = 'data.xlsx', type = XLSX) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
