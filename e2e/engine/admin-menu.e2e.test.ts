/**
 * Browser test of the declaration-driven admin: the menu's collapsible areas and groups (built from
 * the admin blocks, open state kept across reloads), an entity list with enum tags, the dashboard's
 * counts from one call, and the server-searched reference picker. Screenshots at 1440 px and phone
 * width in vi and en go to e2e/artifacts/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; admin menu browser test not run.\n`);

describe.skipIf(!hasChromium)('admin menu from declarations in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Tên đăng nhập').fill('admin');
    await page.getByLabel('Mật khẩu').fill('Admin@123456');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  afterAll(() => closeBrowserApp(server, browser));

  const menu = () => page.getByTestId('admin-menu');
  const submenuTitle = (key: string) => menu().locator(`.ant-menu-submenu-title:has([data-testid="menu-${key}"])`);

  it('shows the dashboard counts from one call', async () => {
    const counts = page.waitForResponse((r) => r.url().includes('/api/v1/admin/counts'));
    await navigate(page, '/admin');
    expect((await counts).status()).toBe(200);
    await expect.poll(() => page.getByTestId('tile-office').locator('.ant-statistic-content-value').textContent()).toMatch(/^\d+$/);
    // The figures over time: drawn (the chart library loads on demand), with the months as a table.
    await page.getByTestId('figures-chart').getByTestId('report-chart').locator('canvas').first().waitFor();
    expect(await page.getByTestId('figures-chart').locator('td').count()).toBe(6);
    await shot(page, 'admin-dashboard-vi');
  });

  it('expands an area and a group, opens an entity list with enum tags, and keeps the menu open after a reload', async () => {
    expect(await menu().getByRole('link', { name: 'Tài khoản', exact: true }).count()).toBe(0);
    await submenuTitle('area:system').click();
    await submenuTitle('group:system:accounts and access').click();
    await menu().getByRole('link', { name: 'Tài khoản', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/user`);
    await page.getByRole('heading', { level: 1, name: 'Tài khoản' }).waitFor();
    // Enum values as tags with the declared label.
    await page.locator('.ant-table-tbody .ant-tag', { hasText: 'Hoạt động' }).first().waitFor();
    await shot(page, 'admin-accounts-vi');
    await page.reload();
    await menu().getByRole('link', { name: 'Tài khoản', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminMenuOpen'))).toContain('area:system');
  });

  it('lists enum filter options by their labels', async () => {
    await navigate(page, '/admin/office');
    await page.getByRole('heading', { level: 1, name: 'Trụ sở' }).waitFor();
    await page.getByTestId('filter-type').click();
    await page.locator('.ant-select-item-option[title="Trụ sở chính"]').waitFor();
    await shot(page, 'admin-office-filter-vi');
    await page.keyboard.press('Escape');
  });

  it('searches references on the server and shows the current value by name', async () => {
    await navigate(page, '/admin/news/new');
    await page.getByTestId('resource-form').waitFor();
    // Wait for the search's answer, not its request: an option clicked while the list re-renders with
    // the results can be lost (seen once in CI).
    const search = page.waitForResponse((r) => r.url().includes('/api/v1/news-type?') && r.url().includes('q='));
    await page.getByLabel('Loại tin', { exact: true }).click();
    await page.getByLabel('Loại tin', { exact: true }).fill('chung');
    await search;
    const option = page.locator('.ant-select-item-option[title="Tin tức chung"]');
    await option.waitFor();
    await option.click();
    await shot(page, 'admin-news-ref-picker-vi');
    const picker = page.locator('.ant-select', { has: page.getByLabel('Loại tin', { exact: true }) });
    await expect.poll(() => picker.first().textContent()).toContain('Tin tức chung');
  });

  it('looks right in English and at phone width', async () => {
    await navigate(page, '/admin/office');
    await page.getByRole('heading', { level: 1, name: 'Trụ sở' }).waitFor();
    await page.getByText('EN', { exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Offices' }).waitFor();
    await menu().getByRole('link', { name: 'Accounts', exact: true }).waitFor();
    await page.getByText('Head office').first().waitFor();
    await shot(page, 'admin-office-en');
    await navigate(page, '/admin');
    await shot(page, 'admin-dashboard-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await navigate(page, '/admin/office');
    await page.getByRole('heading', { level: 1, name: 'Offices' }).waitFor();
    await shot(page, 'admin-office-phone-en');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.locator('.ant-drawer-open').waitFor();
    await shot(page, 'admin-menu-phone-en');
    await page.keyboard.press('Escape');
    await page.getByText('VI', { exact: true }).first().click().catch(() => undefined);
    await navigate(page, '/admin');
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    await shot(page, 'admin-dashboard-phone-vi');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.locator('.ant-drawer-open').waitFor();
    await shot(page, 'admin-menu-phone-vi');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(errors).toEqual([]);
  });
});
