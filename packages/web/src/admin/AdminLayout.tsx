import { AuditOutlined, DashboardOutlined, FolderOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { type AdminArea, canDo } from '@portal/domain/permissions';
import { Badge, Button, Grid, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadErrorBoundary } from '../ui/LoadError';
import { PageSpinner } from '../ui/PageSpinner';
import { useSession } from '../auth/session';
import { BrandLogo, BrandMark } from '../ui/BrandLogo';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ScrollTop } from '../ui/ScrollTop';
import { UserMenu } from '../ui/UserMenu';
import { logoUrl, usePortalSettings } from '../portal/usePortalData';
import './admin.css';
import { listLabel } from './labels';
import { buildMenuTree, keysHolding, type MenuArea, type MenuEntry } from './menuTree';
import { BookmarkBar, NavSearch, NotificationBell } from './navbar';
import { AREA_ICONS, adminPages, adminRoutes, MY_APPROVALS_PATH } from './routes';
import { useWaitingCount } from '../approval/approvalApi';
import '../approval/approvalI18n';

// The menu's drawer is for phones and narrow windows only: wide screens do not download it (ADR 0019).
const Drawer = lazy(() => import('antd/es/drawer'));

const COLLAPSED_KEY = 'adminMenuCollapsed';
const OPEN_KEY = 'adminMenuOpen';

/** The menu's screens the user may see (the server enforces; this only hides), in the UI language. */
export function useMenuEntries(): MenuEntry[] {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  return useMemo(
    () => [
      ...adminRoutes
        .filter((rt) => !rt.isHidden && canDo(ability, 'view', rt.subject))
        .map((rt) => ({ key: rt.key, path: `/admin/${rt.path}`, label: listLabel(rt.entry, lang), icon: rt.icon, area: rt.area, group: rt.group, order: rt.order })),
      ...adminPages
        .filter((pg) => !pg.isHidden && canDo(ability, pg.right ?? 'view', pg.subject))
        .map((pg) => ({ key: pg.key, path: `/admin/${pg.path}`, label: pg.label[lang], icon: pg.icon, area: pg.area, group: pg.group, order: pg.order })),
    ],
    [ability, lang],
  );
}

/** Admin menu: collapsible areas -> groups -> screens, built from the declarations' admin blocks. */
export function useAdminMenu(): { items: MenuProps['items']; tree: MenuArea[] } {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const entries = useMenuEntries();
  const waiting = useWaitingCount();
  return useMemo(() => {
    const tree = buildMenuTree(entries, lang, (a: AdminArea) => t(`admin.area.${a}`, { defaultValue: a }));
    const leaf = (e: MenuEntry) => ({ key: e.path, icon: e.icon as ReactNode, label: <Link to={e.path}>{e.label}</Link> });
    const items: MenuProps['items'] = [
      { key: '/admin', icon: <DashboardOutlined />, label: <Link to="/admin">{t('admin.dashboard')}</Link> },
      {
        key: MY_APPROVALS_PATH,
        icon: <AuditOutlined />,
        label: (
          <Link to={MY_APPROVALS_PATH} data-testid="menu-my-approvals">
            {t('approval.waitingTitle')}
            {waiting ? <Badge count={waiting} size="small" offset={[6, -2]} /> : null}
          </Link>
        ),
      },
      ...tree.map((a) => ({
        key: a.key,
        icon: AREA_ICONS[a.area],
        label: <span data-testid={`menu-${a.key}`}>{a.label}</span>,
        children: a.children.map((c) =>
          c.kind === 'group' ? { key: c.key, icon: <FolderOutlined />, label: <span data-testid={`menu-${c.key}`} title={c.label}>{c.label}</span>, children: c.entries.map(leaf) } : leaf(c),
        ),
      })),
    ];
    return { items, tree };
  }, [entries, lang, t, waiting]);
}

function readOpen(): string[] | null {
  try {
    const v = JSON.parse(localStorage.getItem(OPEN_KEY) ?? 'null');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
  } catch {
    return null;
  }
}

/** Open areas and groups, kept in localStorage; the ones holding the current screen open on arrival. */
function useOpenKeys(tree: MenuArea[], selected: string): [string[], (keys: string[]) => void] {
  const [open, setOpen] = useState<string[]>(() => readOpen() ?? keysHolding(tree, selected));
  const save = (keys: string[]) => {
    setOpen(keys);
    try {
      localStorage.setItem(OPEN_KEY, JSON.stringify(keys));
    } catch {
      /* private mode: the state lasts for this page only */
    }
  };
  // Navigating to a screen in a closed area (search, bookmark, link) opens it so the selection shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on navigation, not on every toggle
  useEffect(() => {
    const need = keysHolding(tree, selected).filter((k) => !open.includes(k));
    if (need.length > 0) save([...open, ...need]);
  }, [selected, tree]);
  return [open, save];
}

export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  // Unknown (the first render, before the breakpoints are read) counts as wide: the drawer is not fetched for nothing.
  const isMobile = screens.lg === false;
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { items, tree } = useAdminMenu();
  const settings = usePortalSettings();
  const logo = logoUrl(settings.data, 'LOGO_ADMIN');
  const selected = '/' + location.pathname.split('/').slice(1, 3).join('/');
  const [openKeys, setOpenKeys] = useOpenKeys(tree, selected);
  const toggle = () => {
    if (isMobile) return setDrawerOpen((v) => !v);
    setCollapsed((v) => {
      localStorage.setItem(COLLAPSED_KEY, v ? '0' : '1');
      return !v;
    });
  };
  const isInline = isMobile || !collapsed;
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[selected]}
      items={items}
      className="admin-menu"
      onClick={() => setDrawerOpen(false)}
      {...(isInline && { openKeys, onOpenChange: setOpenKeys })}
    />
  );
  return (
    <Layout className="admin" hasSider>
      <a className="skip-link" href="#admin-main">
        {t('common.skipToContent')}
      </a>
      {isMobile ? (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={264} title={<BrandLogo title={t('admin.console')} />} styles={{ body: { padding: 8 } }}>
            <nav aria-label={t('admin.menu')}>{menu}</nav>
          </Drawer>
        </Suspense>
      ) : (
        <Layout.Sider className="admin-sider" width={264} collapsedWidth={80} collapsed={collapsed} trigger={null} theme="light">
          <Link to="/admin" className="admin-sider__brand" aria-label={t('admin.dashboard')}>
            {collapsed ? <BrandMark size={36} /> : <BrandLogo title={t('admin.console')} src={logo} />}
          </Link>
          <nav aria-label={t('admin.menu')} data-testid="admin-menu">
            {menu}
          </nav>
        </Layout.Sider>
      )}
      <Layout className="admin-body">
        <header className="admin-navbar">
          <Button type="text" onClick={toggle} aria-label={t('admin.toggleMenu')} aria-expanded={isMobile ? drawerOpen : !collapsed} icon={collapsed || isMobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} />
          <NavSearch />
          <BookmarkBar />
          <div className="admin-navbar__right">
            <LanguageSwitch size="small" />
            <NotificationBell />
            <UserMenu side="admin" />
          </div>
        </header>
        <main id="admin-main" className="admin-content" tabIndex={-1}>
          <LoadErrorBoundary key={location.pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </LoadErrorBoundary>
        </main>
        <Layout.Footer className="admin-footer">
          <span>
            © {new Date().getFullYear()} THACO · {t('admin.footer')}
          </span>
          <span>{t('admin.version')}</span>
        </Layout.Footer>
      </Layout>
      <ScrollTop />
    </Layout>
  );
}
