import { describe, expect, it } from 'vitest';
import { buildAbility as fromRules, rulesFromMatrix } from './permissions.js';

const buildAbility = (matrix: Record<string, string[]>) => fromRules(rulesFromMatrix(matrix));
import { canOpenPage, pagePath, PORTAL_PAGE_NEEDS } from './portal-pages.js';
import { FRONT_SITE_ROUTES } from './resources/portal/menu.js';

describe('portal pages a user may open', () => {
  it('names only pages the portal has', () => {
    for (const path of Object.keys(PORTAL_PAGE_NEEDS)) expect([...FRONT_SITE_ROUTES, '/news'], path).toContain(path);
  });

  it('reads a link as its page', () => {
    expect(pagePath('/documents?id=3')).toBe('/documents');
    expect(pagePath('/news/12')).toBe('/news');
    expect(pagePath('/look-up/form/')).toBe('/look-up/form');
  });

  it('opens a page to who may read what it shows; the unit timesheet to HR and line managers', () => {
    const staff = buildAbility({ TIME_KEEPING: ['view'], DOCUMENT_LOOKUP: ['view'] });
    const hr = buildAbility({ TIME_KEEPING: ['view', 'viewAll'] });
    expect(canOpenPage('/documents?id=1', staff)).toBe(true);
    expect(canOpenPage('/news', staff)).toBe(false);
    expect(canOpenPage('/timekeeping', staff)).toBe(false);
    expect(canOpenPage('/timekeeping', staff, { isLineManager: true })).toBe(true);
    expect(canOpenPage('/timekeeping', hr)).toBe(true);
    // Pages every signed-in user has, and addresses that are not the portal's.
    expect(canOpenPage('/dashboard/contacts', buildAbility({}))).toBe(true);
    expect(canOpenPage('https://portal.thaco.com.vn', buildAbility({}))).toBe(true);
  });
});
