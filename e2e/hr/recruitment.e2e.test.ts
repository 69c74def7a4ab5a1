/**
 * Browser test of recruitment (issue 15): a member of staff browses the open positions on
 * /human-resource/recruitment, reads one, refers a candidate and finds them under "Candidates I
 * referred" (applied); THACO AUTO's HR manager finds that candidate in the request's pipeline and
 * invites them to interview, then hires the demo's approved candidate and finds the staff record
 * it made (pending contract) in the admin staff list. Screenshots (1440 px and 390 px, vi and en) go to e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; recruitment browser test not run.\n`);

const POSITION = 'Kỹ thuật viên bảo dưỡng ô tô';
const NAME = 'Đoàn Thị Hồng Nhung';

describe.skipIf(!hasChromium)('recruitment in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  const signedIn = (username: string, width = 1440, lang: 'vi' | 'en' = 'vi'): Promise<Page> =>
    signedInPage(browser, server, username, { width, lang, errors, path: '/human-resource/recruitment' });

  it('staff browse the open positions, read one and refer a candidate (also at phone width, in English)', async () => {
    const page = await signedIn('staff');
    const open = page.getByTestId('recruit-open');
    const position = open.getByTestId('recruit-position').filter({ hasText: POSITION });
    await position.waitFor();
    expect(await open.getByTestId('recruit-position').count()).toBeGreaterThanOrEqual(2);
    await position.getByText('Còn 3/3 chỉ tiêu').waitFor();
    await position.getByTestId('recruit-detail').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Tốt nghiệp cao đẳng cơ khí động lực', { exact: false }).waitFor();
    await shot(page, 'recruitment-detail-1440');
    await drawer.getByRole('button', { name: 'Giới thiệu ứng viên' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: 'Giới thiệu ứng viên:' });
    await modal.getByTestId('recruit-refer-send').click();
    await modal.getByText('Vui lòng nhập họ và tên ứng viên').waitFor();
    await modal.getByTestId('recruit-refer-name').fill(NAME);
    await modal.getByTestId('recruit-refer-phone').fill('0905123987');
    await modal.getByLabel('Vì sao bạn giới thiệu').fill('Đồng nghiệp cũ, 3 năm làm kỹ thuật viên xưởng dịch vụ');
    await modal.getByTestId('recruit-refer-send').click();
    await modal.waitFor({ state: 'hidden' });
    const mine = page.getByTestId('recruit-mine');
    const row = mine.locator('tr').filter({ hasText: NAME });
    await row.waitFor();
    await row.getByText('Mới ứng tuyển').waitFor();
    await shot(page, 'recruitment-staff-1440', true);

    const phone = await signedIn('staff', 390, 'en');
    await phone.getByTestId('recruit-open').getByText('Open positions').waitFor();
    await phone.getByTestId('recruit-position').filter({ hasText: POSITION }).getByText('3 of 3 places left').waitFor();
    await phone.getByTestId('recruit-mine').getByText('Applied').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(phone, 'recruitment-staff-390-en', true);
    await phone.context().close();
  });

  it('HR finds the referral in the pipeline, invites them to interview and hires an approved candidate', async () => {
    const page = await signedIn('hr.auto');
    const pipeline = page.getByTestId('recruit-pipeline');
    const request = pipeline.locator('tr.plain-table__row').filter({ hasText: POSITION });
    await request.waitFor();
    await request.getByTestId('plain-table-expand').click();
    const referred = pipeline.getByTestId('recruit-candidate').filter({ hasText: NAME });
    await referred.waitFor();
    await referred.getByTestId('recruit-move').click();
    await pipeline.getByTestId('recruit-candidate').filter({ hasText: NAME }).locator('[data-testid="recruit-candidate-status"][data-status="INTERVIEWING"]').waitFor();

    // The demo's other request: its approved candidate is hired.
    const main = pipeline.locator('tr.plain-table__row').filter({ has: page.getByTestId('recruit-counts').getByText('Đã duyệt: 1') });
    await main.first().getByTestId('plain-table-expand').click();
    const approved = pipeline.locator('[data-testid="recruit-candidate"][data-status="APPROVED"]').first();
    const name = ((await approved.locator('.recruit-item__name').first().textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await approved.getByTestId('recruit-move').click();
    await page.getByTestId('recruit-hire-ok').click();
    await pipeline.locator('[data-testid="recruit-candidate"][data-status="HIRED"]').filter({ hasText: name }).first().waitFor();
    await shot(page, 'recruitment-hr-1440', true);

    // The hire made the staff record without retyping: HR finds the person in the staff list, pending contract.
    const staffList = await signedInPage(browser, server, 'hr.auto', { errors, path: `/admin/staff?q=${encodeURIComponent(name)}` });
    const hired = staffList.locator('tr.ant-table-row').filter({ hasText: name }).first();
    await hired.waitFor();
    await hired.getByText('Chờ hợp đồng').waitFor();
    await staffList.context().close();

    const phone = await signedIn('hr.auto', 390, 'vi');
    await phone.getByTestId('recruit-pipeline').locator('tr.plain-table__row').filter({ hasText: POSITION }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(phone, 'recruitment-hr-390', true);
    expect(errors).toEqual([]);
  });
});
