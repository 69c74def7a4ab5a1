import { canDo, SUBJECTS } from '@portal/domain';
import type { Subject } from '@portal/domain';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useSession } from '../auth/session';
import { AdminLayout } from './AdminLayout';
import { Dashboard } from './Dashboard';
import { type AdminRoute, adminPages, adminRoutes, MyApprovals } from './routes';

// The generic screens load on demand, like the custom ones (routes.tsx).
const ResourceForm = lazy(() => import('./ResourceForm').then((m) => ({ default: m.ResourceForm })));
const ResourceList = lazy(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })));
const TreeOrList = lazy(() => import('./TreeView').then((m) => ({ default: m.TreeOrList })));
// The 404 and 403 pages (antd's Result with its illustrations, ~9 KB) load only when shown, not with
// every first visit of the console (issue 12: admin first visit <= 500 KB).
const NotFound = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.NotFound })));
const Forbidden = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.Forbidden })));

/** Route guard: hides screens the user has no right to (the server refuses them anyway). */
function Guard({ subject, children }: { subject: Subject | 'any'; children: ReactNode }) {
  const { ability } = useSession();
  const ok = subject === 'any' ? SUBJECTS.some((s) => canDo(ability, 'view', s)) : canDo(ability, 'view', subject);
  if (ok) return children;
  // Someone with no admin right at all goes back to the portal, which says why (issue 12).
  if (subject === 'any') return <Navigate to="/" replace state={{ notice: 'noAdmin' }} />;
  return <Forbidden />;
}

function FormScreen({ rt }: { rt: AdminRoute }) {
  const { id } = useParams();
  const n = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const Form = rt.form ?? ResourceForm;
  if (id && !n) return <NotFound home="/admin" />;
  return <Form key={id ?? 'new'} resource={rt.resource} basePath={`/admin/${rt.path}`} id={n} />;
}

export default function AdminApp() {
  return (
    <Routes>
      <Route element={<Guard subject="any"><AdminLayout /></Guard>}>
        <Route index element={<Dashboard />} />
        <Route path="my-approvals" element={<MyApprovals />} />
        {adminRoutes.map((rt) => {
          const List = rt.list ?? (rt.resource.tree ? TreeOrList : ResourceList);
          return [
            <Route key={rt.key} path={rt.path} element={<Guard subject={rt.subject}><List resource={rt.resource} basePath={`/admin/${rt.path}`} /></Guard>} />,
            <Route key={`${rt.key}-new`} path={`${rt.path}/new`} element={<Guard subject={rt.subject}><FormScreen rt={rt} /></Guard>} />,
            <Route key={`${rt.key}-id`} path={`${rt.path}/:id`} element={<Guard subject={rt.subject}><FormScreen rt={rt} /></Guard>} />,
          ];
        })}
        {adminPages.map((pg) => (
          <Route key={pg.key} path={pg.path} element={<Guard subject={pg.subject}><pg.element /></Guard>} />
        ))}
        <Route path="*" element={<NotFound home="/admin" />} />
      </Route>
    </Routes>
  );
}
