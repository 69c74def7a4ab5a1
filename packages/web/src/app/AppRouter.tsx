import { FRONT_SITE_PAGES } from '@portal/domain/resources/portal/menu';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { HomePage } from '../portal/HomePage';
import { PortalLayout } from '../portal/PortalLayout';

// The admin console is its own chunk: staff who never open it never download it. The sign-in
// form, inner pages and the 404 screen load on demand too, so the home page's first load is lean.
const AdminApp = lazy(() => import('../admin/AdminApp'));
const LoginPage = lazy(() => import('../portal/LoginPage').then((m) => ({ default: m.LoginPage })));
const FrontPage = lazy(() => import('../portal/FrontPage').then((m) => ({ default: m.FrontPage })));
const NotFound = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.NotFound })));
const NewsListPage = lazy(() => import('../portal/news/NewsListPage').then((m) => ({ default: m.NewsListPage })));
const NewsDetailPage = lazy(() => import('../portal/news/NewsDetailPage').then((m) => ({ default: m.NewsDetailPage })));

const later = (node: React.ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  );
}

/** Signed-in users only; others go to /login and come back afterwards. */
export function RequireAuth() {
  const { accessToken } = useSession();
  const location = useLocation();
  if (!accessToken) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

const router = createBrowserRouter([
  { path: '/login', element: later(<LoginPage />) },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/',
        element: <PortalLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...FRONT_SITE_PAGES.filter((p) => p.path !== '/').map((p) => ({ path: p.path, element: later(<FrontPage page={p} />) })),
          { path: '/news', element: later(<NewsListPage />) },
          { path: '/news/:id', element: later(<NewsDetailPage />) },
          { path: '*', element: later(<NotFound />) },
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
