import { FRONT_SITE_PAGES } from '@portal/domain';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { LoginPage } from '../portal/LoginPage';
import { FrontPage } from '../portal/FrontPage';
import { HomePage } from '../portal/HomePage';
import { PortalLayout } from '../portal/PortalLayout';
import { NotFound } from '../ui/NotFound';

// The admin console is its own chunk: staff who never open it never download it.
const AdminApp = lazy(() => import('../admin/AdminApp'));

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
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/',
        element: <PortalLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...FRONT_SITE_PAGES.filter((p) => p.path !== '/').map((p) => ({ path: p.path, element: <FrontPage page={p} /> })),
          { path: '*', element: <NotFound /> },
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
