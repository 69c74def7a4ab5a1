/**
 * Browser test of a site manager's day on a phone (issue 40: "a site manager can mark checklist
 * items done and add a diary entry with photos from a phone (390 px)"): Lê Hoàng Nam (staff) is the
 * site manager of a project; at 390 px he opens "My projects", the project's workspace (summary and
 * S-curve), its late checklist items, ticks one done in the list, and writes the day's diary entry
 * with a photo. In English too. Screenshots at 390 px go to e2e/artifacts.
 */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; implementation site browser test not run.\n`);

const TAG = Date.now().toString(36);
const PROJECT = `Nhà xưởng cơ khí Chu Lai ${TAG}`;
const LATE = `Nghiệm thu cốt thép cột trục A ${TAG}`;
const WORK = `Đổ bê tông sàn tầng 2 trục 1-4 ${TAG}`;

describe.skipIf(!hasChromium)("a site manager's day on a phone", () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];
  let projectId = 0;
  let lateId = 0;
  let manager = '';

  const { call, login } = apiClient(() => server.url);
  const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    const admin = await login('admin', 'Admin@123456');
    const role = await call(admin, 'POST', 'role', { name: `Công trường ${TAG}`, permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } });
    const accounts = (await call(admin, 'GET', 'user?limit=100')).items as { id: number; username: string }[];
    const staffFiles = (await call(admin, 'GET', 'staff?limit=200')).items as { id: number; account_id: number | null }[];
    const account = accounts.find((a) => a.username === 'staff')?.id as number;
    const held = ((await call(admin, 'GET', `user/${account}`)).role_ids ?? []) as number[];
    await call(admin, 'PUT', `user/${account}`, { role_ids: [...held, role.id] });
    const positions = (await call(admin, 'GET', 'implementation-setting-position?limit=100')).items as { id: number; code: string }[];
    const unit = ((await call(admin, 'GET', 'organization?limit=1')).items[0] as { id: number }).id;
    projectId = (await call(admin, 'POST', 'implementation-project', { name: PROJECT, name_en: `Chu Lai machine shop ${TAG}`, unit_id: unit, start_date: day(-60), end_date: day(120) })).id;
    await call(admin, 'POST', 'implementation-user', { project_id: projectId, staff_id: staffFiles.find((s) => s.account_id === account)?.id, position_id: positions.find((p) => p.code === 'SITE_MANAGER')?.id });
    manager = await login('staff');
    const cat = (await call(manager, 'POST', 'implementation-category', { project_id: projectId, code: 'XT', name: 'Phần xây thô', name_en: 'Structural works', planned_start: day(-60), planned_end: day(60) })).id;
    lateId = (await call(manager, 'POST', 'implementation-checklist', { project_id: projectId, category_id: cat, title: LATE, title_en: `Column A rebar inspection ${TAG}`, weight: 2, due_date: day(-3) })).id;
    await call(manager, 'POST', 'implementation-checklist', { project_id: projectId, category_id: cat, title: `Lắp ván khuôn sàn tầng 2 ${TAG}`, title_en: `Level 2 slab formwork ${TAG}`, weight: 1, due_date: day(-1) });
    await call(manager, 'POST', 'implementation-checklist', { project_id: projectId, category_id: cat, title: `Đào móng ${TAG}`, title_en: `Footing excavation ${TAG}`, weight: 1, due_date: day(-30), is_done: true, done_date: day(-32) });
    await call(manager, 'POST', 'implementation-checklist', { project_id: projectId, category_id: cat, title: `Xây tường bao ${TAG}`, title_en: `Perimeter walls ${TAG}`, weight: 3, due_date: day(14) });
  });

  afterAll(() => closeBrowserApp(server, browser));

  const phone = (path: string, lang: 'vi' | 'en' = 'vi'): Promise<Page> => signedInPage(browser, server, 'staff', { width: 390, lang, errors, path, isRefusalAnError: true });
  /** No part of the page is wider than the phone (nothing to scroll sideways but tables inside their own box). */
  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

  it('opens "My projects", the workspace with its summary and S-curve, and the late items', async () => {
    const page = await phone('/admin/my-projects');
    const card = page.getByTestId(`my-project-${projectId}`);
    await card.getByText(PROJECT).waitFor();
    await card.getByText('Chỉ huy trưởng công trường').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'implementation-site-my-projects-390', true);
    await card.getByText(PROJECT).click();
    await page.waitForURL(new RegExp(`/admin/implementation-project/${projectId}$`));
    await page.getByTestId('project-summary').waitFor();
    await page.getByTestId('s-curve').waitFor();
    await page.getByTestId('s-curve-actual').waitFor();
    expect(await page.getByTestId('project-late').textContent()).toContain('2');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByTestId('project-summary').scrollIntoViewIfNeeded();
    await shot(page, 'implementation-site-summary-390');
  });

  it('ticks a late item done from the list of late items', async () => {
    const page = await phone('/admin/my-projects');
    await page.getByTestId(`my-project-late-${projectId}`).click();
    await page.waitForURL(/f_late=1/);
    await page.getByRole('row', { name: new RegExp(LATE) }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Trễ hạn' }).isChecked()).toBe(true);
    await shot(page, 'implementation-site-late-390', true);
    await page.getByTestId(`toggle-is_done-${lateId}`).click();
    // Done: it leaves the late list, with today's date as its done date.
    await page.getByRole('row', { name: new RegExp(LATE) }).waitFor({ state: 'detached' });
    const item = await call(manager, 'GET', `implementation-checklist/${lateId}`);
    expect(item).toMatchObject({ is_done: true, done_date: day(0) });
    await shot(page, 'implementation-site-late-done-390', true);
  });

  it("writes the day's diary entry with a photo", async () => {
    const page = await phone(`/admin/implementation-construction/new?project_id=${projectId}`);
    await page.getByTestId('resource-form').waitFor();
    await page.getByLabel('Công việc thực hiện', { exact: true }).fill(WORK);
    await page.getByLabel('Nhân lực (người)', { exact: true }).fill('48');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 150, g: 150, b: 140 } } }).jpeg().toBuffer();
    const photos = page.locator('.ant-form-item').filter({ has: page.getByText('Hình ảnh', { exact: true }) });
    await photos.locator('input[type=file]').setInputFiles({ name: 'san-tang-2.jpg', mimeType: 'image/jpeg', buffer: photo });
    await photos.locator('img').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'implementation-site-diary-390', true);
    await page.locator('.form-actions').getByRole('button', { name: /Lưu/ }).click();
    // Saved: back to the diary, today's entry in it.
    await page.waitForURL(/\/admin\/implementation-construction$/);
    await page.getByRole('row', { name: new RegExp(WORK) }).waitFor();
    const [entry] = (await call(manager, 'GET', `implementation-construction?f_project_id=${projectId}`)).items as Record<string, unknown>[];
    expect(entry).toMatchObject({ project_id: projectId, diary_date: day(0), work_done: WORK, workforce: 48 });
    expect(entry?.photos).toHaveLength(1);
  });

  it('reads the same in English at 390 px', async () => {
    const page = await phone(`/admin/implementation-checklist?f_project_id=${projectId}&f_late=1`, 'en');
    expect(await page.getByRole('checkbox', { name: 'Late' }).isChecked()).toBe(true);
    await page.getByRole('row', { name: /Level 2 slab formwork/ }).waitFor();
    await shot(page, 'implementation-site-late-en-390', true);
    await page.goto(`${server.url}/admin/my-projects`);
    await page.getByTestId(`my-project-${projectId}`).getByText('Site manager').waitFor();
    await page.getByText('Chu Lai machine shop').first().click();
    await page.getByTestId('s-curve').getByText('Planned', { exact: false }).first().waitFor();
    await shot(page, 'implementation-site-summary-en-390');
    expect(errors).toEqual([]);
  });
});
