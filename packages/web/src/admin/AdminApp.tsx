import { canDo, SUBJECTS, type Subject } from '@portal/domain/permissions';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useSession } from '../auth/session';
import { AdminLayout } from './AdminLayout';
import { Dashboard } from './Dashboard';
import { useResource } from './declarations';
import { type AdminRoute, adminPages, adminRoutes, MyApprovals } from './routes';

// The generic screens load on demand, like the custom ones (routes.tsx).
const loadForm = () => import('./ResourceForm');
const loadList = () => import('./ResourceList');
const ResourceForm = lazy(() => loadForm().then((m) => ({ default: m.ResourceForm })));
const ResourceList = lazy(() => loadList().then((m) => ({ default: m.ResourceList })));
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

/**
 * A resource's list: its declaration loads first (AdminLayout's Suspense shows a spinner meanwhile),
 * the generic list's chunk at the same time rather than after it.
 */
function ListScreen({ rt }: { rt: AdminRoute }) {
  if (!rt.list) void loadList();
  const resource = useResource(rt.key);
  const List = rt.list ?? (resource.tree ? TreeOrList : ResourceList);
  return <List resource={resource} basePath={`/admin/${rt.path}`} />;
}

function FormScreen({ rt }: { rt: AdminRoute }) {
  const { id } = useParams();
  const n = id && /^\d+$/.test(id) ? Number(id) : undefined;
  if (id && !n) return <NotFound home="/admin" />;
  return <LoadedForm key={id ?? 'new'} rt={rt} id={n} />;
}

function LoadedForm({ rt, id }: { rt: AdminRoute; id?: number }) {
  if (!rt.form) void loadForm();
  const resource = useResource(rt.key);
  const Form = rt.form ?? ResourceForm;
  return <Form resource={resource} basePath={`/admin/${rt.path}`} id={id} />;
}

export default function AdminApp() {
  return (
    <Routes>
      <Route element={<Guard subject="any"><AdminLayout /></Guard>}>
        <Route index element={<Dashboard />} />
        <Route path="my-approvals" element={<MyApprovals />} />
        {adminRoutes.map((rt) => [
          <Route key={rt.key} path={rt.path} element={<Guard subject={rt.subject}><ListScreen rt={rt} /></Guard>} />,
          <Route key={`${rt.key}-new`} path={`${rt.path}/new`} element={<Guard subject={rt.subject}><FormScreen rt={rt} /></Guard>} />,
          <Route key={`${rt.key}-id`} path={`${rt.path}/:id`} element={<Guard subject={rt.subject}><FormScreen rt={rt} /></Guard>} />,
        ])}
        {adminPages.map((pg) => (
          <Route key={pg.key} path={pg.path} element={<Guard subject={pg.subject}><pg.element /></Guard>} />
        ))}
        <Route path="*" element={<NotFound home="/admin" />} />
      </Route>
    </Routes>
  );
}
