import { getSession } from '../auth/session';
import { preloadFrontPage } from '../portal/frontPages';
import { portalHomeQuery } from '../portal/portal/usePortalHome';
import { portalMenusQuery, portalSettingsQuery } from '../portal/usePortalData';
import { queryClient } from './AppProviders';

/**
 * What the page being opened will ask for, started before the app's first render (main.tsx): the
 * portal's settings and menus (the header), the home's regions on `/`, the code of a front-site
 * page or of the sign-in form. The first render of the shell is the longest task of a first visit
 * (about 2.5 s on a mid-range phone, docs/performance.md "Largest contentful paint"); before, these
 * requests waited for it to end, and a page's own code then took one more round of downloads.
 * The components ask for the same queries and imports, so they get what is already on its way.
 */
export function warmUp(pathname: string): void {
  if (pathname === '/login') {
    void import('../portal/LoginPage');
    void queryClient.prefetchQuery(portalSettingsQuery);
    return;
  }
  // Signed out, RequireAuth sends the page to /login: nothing to start here.
  if (!getSession().accessToken || pathname.startsWith('/admin')) return;
  void queryClient.prefetchQuery(portalSettingsQuery);
  void queryClient.prefetchQuery(portalMenusQuery);
  if (pathname === '/') void queryClient.prefetchQuery(portalHomeQuery());
  else preloadFrontPage(pathname);
}
