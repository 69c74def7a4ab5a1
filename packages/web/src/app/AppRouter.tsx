import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { frontPageRoutes } from '../portal/frontPages';
import { HomePage } from '../portal/HomePage';
import { PortalLayout } from '../portal/PortalLayout';
import { RouteError } from '../ui/LoadError';
import { NOTIFICATIONS_PATH } from '../ui/NotificationBell';
import { PageLoading } from '../ui/PageLoading';
import { PageSpinner } from '../ui/PageSpinner';

export { PageSpinner };

// The admin console is its own chunk: staff who never open it never download it. The sign-in
// form, inner pages and the 404 screen load on demand too, so the home page's first load is lean;
// each front-site page loads its own area's chunk only (portal/frontPages.tsx).
const AdminApp = lazy(() => import('../admin/AdminApp'));
const LoginPage = lazy(() => import('../portal/LoginPage').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../portal/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const InvitationPage = lazy(() => import('../portal/activities/InvitationPage').then((m) => ({ default: m.InvitationPage })));
const NotFound = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.NotFound })));
const NewsListPage = lazy(() => import('../portal/portal/NewsListPage').then((m) => ({ default: m.NewsListPage })));
const MyProfilePage = lazy(() => import('../portal/hr/MyProfilePage').then((m) => ({ default: m.MyProfilePage })));
const SearchPage = lazy(() => import('../portal/portal/SearchPage').then((m) => ({ default: m.SearchPage })));
const NotificationsPage = lazy(() => import('../portal/system/NotificationsPage').then((m) => ({ default: m.NotificationsPage })));
const DevicesPage = lazy(() => import('../portal/system/DevicesPage').then((m) => ({ default: m.DevicesPage })));
const TwoFactorPage = lazy(() => import('../portal/system/AccountSecurity').then((m) => ({ default: m.TwoFactorPage })));
const NewsDetailPage = lazy(() => import('../portal/portal/NewsDetailPage').then((m) => ({ default: m.NewsDetailPage })));
const TicketPage = lazy(() => import('../portal/administration/TicketPage').then((m) => ({ default: m.TicketPage })));

const later = (node: React.ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;
/** A portal page inside the layout: its frame's shape shows while its code loads. */
const framed = (node: React.ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

export const TWO_FACTOR_PATH = '/account/two-factor';

/**
 * Signed-in users only; others go to /login and come back afterwards. Someone whose role (or the
 * login settings) requires a second factor and who has not enrolled yet is held on the enrolment
 * page: until then the server grants them nothing but their own account, so every other page would
 * only show refusals.
 */
export function RequireAuth() {
  const { accessToken, user } = useSession();
  const location = useLocation();
  if (!accessToken) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (user?.is_two_factor_setup_needed === true && location.pathname !== TWO_FACTOR_PATH) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return <Outlet />;
}

// Every route has an error element (ui/LoadError.tsx): a screen whose code fails to load (a
// redeploy, a dropped network) reloads once to the new build, then shows a localized page with a
// retry button; never the router's developer screen. Inside the portal the header stays.
const router = createBrowserRouter([
  { path: '/login', element: later(<LoginPage />), errorElement: <RouteError /> },
  { path: '/forgot-password', element: later(<ForgotPasswordPage />), errorElement: <RouteError /> },
  // An external guest's invitation link (public: the one-time token is the key).
  { path: '/invitation', element: later(<InvitationPage />), errorElement: <RouteError /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        element: <PortalLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <HomePage /> },
              ...frontPageRoutes,
              { path: '/news', element: framed(<NewsListPage />) },
              { path: '/news/:id', element: framed(<NewsDetailPage />) },
              { path: '/administrative/ticket/:id', element: framed(<TicketPage />) },
              { path: '/my-profile', element: framed(<MyProfilePage />) },
              { path: '/search', element: framed(<SearchPage />) },
              { path: '/account/devices', element: framed(<DevicesPage />) },
              { path: NOTIFICATIONS_PATH, element: framed(<NotificationsPage />) },
              { path: TWO_FACTOR_PATH, element: framed(<TwoFactorPage />) },
              { path: '*', element: later(<NotFound />) },
            ],
          },
        ],
      },
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <AdminApp />
          </Suspense>
        ),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
