import { DashboardOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { canDo } from '@portal/domain';
import { Button, Drawer, Grid, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { BrandLogo, BrandMark } from '../ui/BrandLogo';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ScrollTop } from '../ui/ScrollTop';
import { UserMenu } from '../ui/UserMenu';
import { logoUrl, usePortalSettings } from '../portal/usePortalData';
import { BookmarkBar, NavSearch, NotificationBell } from './navbar';
import { adminPages, adminRoutes, GROUP_ORDER } from './routes';

const COLLAPSED_KEY = 'adminMenuCollapsed';

/** Admin menu entries the user may see (the server enforces; this only hides). */
export function useAdminMenu(): MenuProps['items'] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { ability } = useSession();
  return useMemo(() => {
    const visible = [
      ...adminRoutes.filter((rt) => canDo(ability, 'view', rt.subject)).map((rt) => ({ key: rt.key, path: rt.path, group: rt.group, icon: rt.icon, label: rt.resource.label })),
      ...adminPages.filter((pg) => canDo(ability, 'view', pg.subject)).map((pg) => ({ key: pg.key, path: pg.path, group: pg.group, icon: pg.icon, label: pg.label })),
    ];
    const groups = [...new Set(visible.map((rt) => rt.group))].sort((a, b) => (GROUP_ORDER.indexOf(a) + 1 || 99) - (GROUP_ORDER.indexOf(b) + 1 || 99));
    return [
      { key: '/admin', icon: <DashboardOutlined />, label: <Link to="/admin">{t('admin.dashboard')}</Link> },
      ...groups.map((g) => ({
        type: 'group' as const,
        key: `g-${g}`,
        label: t(`admin.group.${g}`, { defaultValue: g }),
        children: visible
          .filter((rt) => rt.group === g)
          .map((rt) => ({ key: `/admin/${rt.path}`, icon: rt.icon, label: <Link to={`/admin/${rt.path}`}>{rt.label[lang]}</Link> })),
      })),
    ];
  }, [ability, lang, t]);
}

export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.lg;
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = useAdminMenu();
  const settings = usePortalSettings();
  const logo = logoUrl(settings.data, 'LOGO_ADMIN');
  const selected = '/' + location.pathname.split('/').slice(1, 3).join('/');
  const toggle = () => {
    if (isMobile) return setDrawerOpen((v) => !v);
    setCollapsed((v) => {
      localStorage.setItem(COLLAPSED_KEY, v ? '0' : '1');
      return !v;
    });
  };
  const menu = <Menu mode="inline" selectedKeys={[selected]} items={items} className="admin-menu" onClick={() => setDrawerOpen(false)} />;
  return (
    <Layout className="admin" hasSider>
      <a className="skip-link" href="#admin-main">
        {t('common.skipToContent')}
      </a>
      {isMobile ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={264} title={<BrandLogo title={t('admin.console')} />} styles={{ body: { padding: 8 } }}>
          <nav aria-label={t('admin.menu')}>{menu}</nav>
        </Drawer>
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
          <Outlet />
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
