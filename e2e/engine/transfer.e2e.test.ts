/**
 * Browser test of a list's xlsx export and import from the admin screens (issue 37, issue 38 item 1):
 * the export downloads the rows the list shows with its filter, and the import takes the template it
 * offers, shows the dry run's bad rows with their row, field and reason, then commits and the new
 * record appears in the list.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; transfer browser test not run.\n`);

async function sheetOf(path: string): Promise<{ wb: ExcelJS.Workbook; ws: ExcelJS.Worksheet; header: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  return { wb, ws, header: (ws.getRow(1).values as unknown[]).slice(1).map(String) };
}

describe.skipIf(!hasChromium)('admin list export and import in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    page = await signedInPage(browser, server, 'admin', { path: '/admin/room?f_is_approval_required=true', errors });
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await closeBrowserApp(server, browser);
  });

  it('exports the filtered rows of a list', async () => {
    await page.getByTestId('list-export').waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const shown = await page.locator('.ant-table-tbody tr.ant-table-row').count();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    expect(file.suggestedFilename()).toMatch(/^room_\d{8}\.xlsx$/);
    const path = join(tmpdir(), `e2e-room-${Date.now()}.xlsx`);
    await file.saveAs(path);
    const { ws, header } = await sheetOf(path);
    expect(header).toContain('Tên phòng');
    const rows = ws.actualRowCount - 1;
    expect(rows).toBeGreaterThan(0);
    // The same rows as the filtered list (one page holds them all), fewer than every room.
    expect(rows).toBe(shown);
    const all = await fetch(`${server.url}/api/v1/room?limit=1`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` } });
    expect(((await all.json()) as { data: { totalRows: number } }).data.totalRows).toBeGreaterThan(rows);
  });

  it('imports from the template: the dry run names the bad row, the commit adds the record', async () => {
    await page.goto(`${server.url}/admin/area`);
    await page.getByTestId('list-import').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('import-template').waitFor();
    const [tpl] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-template').click()]);
    const tplPath = join(tmpdir(), `e2e-area-template-${Date.now()}.xlsx`);
    await tpl.saveAs(tplPath);
    const { wb, ws, header } = await sheetOf(tplPath);
    const at = (label: string) => header.indexOf(label) + 1;
    expect(at('Tên khu vực')).toBeGreaterThan(0);
    expect(at('Mã')).toBeGreaterThan(0);
    // Row 2 is good; row 3 has a code that is not a code.
    ws.getRow(2).getCell(at('Tên khu vực')).value = 'Khu nhập từ Excel E2E';
    ws.getRow(2).getCell(at('Mã')).value = 'E2E-1';
    ws.getRow(3).getCell(at('Tên khu vực')).value = 'Khu có mã sai';
    ws.getRow(3).getCell(at('Mã')).value = 'mã sai!';
    const bad = join(tmpdir(), `e2e-area-bad-${Date.now()}.xlsx`);
    await wb.xlsx.writeFile(bad);

    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByTestId('import-check').click();
    const result = dialog.getByTestId('import-result');
    await result.getByText('2 dòng: 1 hợp lệ, 1 dòng lỗi').waitFor();
    const errorRow = dialog.getByTestId('import-errors').locator('tbody tr.ant-table-row');
    expect(await errorRow.count()).toBe(1);
    const cells = await errorRow.first().locator('td').allTextContents();
    expect(cells[0]).toBe('3');
    expect(cells[1]).toBe('Mã');
    expect(cells[2]?.length).toBeGreaterThan(3);
    expect(await dialog.getByTestId('import-commit').isDisabled()).toBe(true);
    await shot(page, 'admin-import-dry-run-vi');

    // The bad row fixed: the check passes and the commit writes.
    ws.getRow(3).getCell(at('Mã')).value = 'E2E-2';
    const good = join(tmpdir(), `e2e-area-good-${Date.now()}.xlsx`);
    await wb.xlsx.writeFile(good);
    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByTestId('import-check').click();
    await result.getByText('2 dòng: 2 hợp lệ, 0 dòng lỗi').waitFor();
    await dialog.getByTestId('import-commit').click();
    await page.getByText('Đã nhập 2 bản ghi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-tbody').getByText('Khu nhập từ Excel E2E').waitFor();
    await page.locator('.ant-table-tbody').getByText('Khu có mã sai').waitFor();
    await shot(page, 'admin-import-done-vi');
  });
});
