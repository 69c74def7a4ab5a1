/**
 * The admin route table: every declared resource gets /admin/<path> (list), /admin/<path>/new and
 * /admin/<path>/:id (form) from its declaration alone, and sits in the menu where its `admin`
 * block says (area -> group -> entity). Custom pages wrap or replace the generic screens by naming
 * the resource in OVERRIDES; a new declaration needs no edit here. The table is built from the
 * manifest (manifest.ts, ADR 0019): a screen loads its declaration when it opens.
 */
import {
  AlertOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BgColorsOutlined,
  BookOutlined,
  CarOutlined,
  CalendarOutlined,
  CommentOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LikeOutlined,
  LoginOutlined,
  MenuOutlined,
  PictureOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShopOutlined,
  SmileOutlined,
  SolutionOutlined,
  StopOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { Label } from '@portal/domain/fields';
import type { ManifestEntry } from '@portal/domain/manifest';
import { type Action, ADMIN_AREAS, type AdminArea, type Subject } from '@portal/domain/permissions';
import type { Resource } from '@portal/domain/resource';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { MANIFEST } from './manifest';

// Custom screens load on demand (AdminLayout's Suspense shows a spinner): the admin console's
// first visit (the dashboard) does not download the tables, forms and rich-text editor.
const AccountList = lazy(() => import('./system/AccountList').then((m) => ({ default: m.AccountList })));
const ActivityLogPage = lazy(() => import('./system/ActivityLogPage').then((m) => ({ default: m.ActivityLogPage })));
const BrandingPage = lazy(() => import('./system/BrandingPage').then((m) => ({ default: m.BrandingPage })));
const SocialIconsPage = lazy(() => import('./system/CategoryPresets').then((m) => ({ default: m.SocialIconsPage })));
const LoginSettingsPage = lazy(() => import('./system/LoginSettingsPage').then((m) => ({ default: m.LoginSettingsPage })));
const NewsList = lazy(() => import('./portal/NewsList').then((m) => ({ default: m.NewsList })));
const RoleForm = lazy(() => import('./system/RoleForm').then((m) => ({ default: m.RoleForm })));
const DecentralizationForm = lazy(() => import('./system/RoleForm').then((m) => ({ default: m.DecentralizationForm })));
const RoleList = lazy(() => import('./system/RoleList').then((m) => ({ default: m.RoleList })));
const RequestLogPage = lazy(() => import('./system/ServerLogs').then((m) => ({ default: m.RequestLogPage })));
const SystemLogPage = lazy(() => import('./system/ServerLogs').then((m) => ({ default: m.SystemLogPage })));
const FeedbackOverviewPage = lazy(() => import('./activities/FeedbackReports').then((m) => ({ default: m.FeedbackOverviewPage })));
const FeedbackAccessHistoryPage = lazy(() => import('./activities/FeedbackReports').then((m) => ({ default: m.FeedbackAccessHistoryPage })));
const SyncRunList = lazy(() => import('./system/SyncRuns').then((m) => ({ default: m.SyncRunList })));
/** "Waiting for my approval" (every approval resource): open to every admin user, first in the menu. */
export const MyApprovals = lazy(() => import('./system/MyApprovals').then((m) => ({ default: m.MyApprovals })));
export const MY_APPROVALS_PATH = '/admin/my-approvals';
/** Declared reports (issue 16, ADR 0008): the chart library loads with the page's chart only. */
const ReportsPage = lazy(() => import('./ReportsPage').then((m) => ({ default: m.ReportsPage })));
/** "My projects" (issue 40): the projects the user is a member of, in the implementation area. */
const MyProjects = lazy(() => import('./implementation/MyProjects').then((m) => ({ default: m.MyProjects })));
const SyncRunReview = lazy(() => import('./system/SyncRuns').then((m) => ({ default: m.SyncRunReview })));

export type ScreenProps = { resource: Resource; basePath: string; id?: number };
/** Where a screen sits in the menu: area -> optional group, sorted by `order` then label. */
export type MenuPlace = { area: AdminArea; group?: Label; order?: number; isHidden?: boolean };
export type AdminRoute = MenuPlace & {
  /** The resource's name. */
  key: string;
  /** Relative to /admin. */
  path: string;
  /** The resource's manifest entry (its declaration loads with its screens: declarations.ts). */
  entry: ManifestEntry;
  subject: Subject;
  icon: ReactNode;
  list?: ComponentType<ScreenProps>;
  form?: ComponentType<ScreenProps>;
};

/** Custom pages: `{ name: { list?, form? } }`. */
const OVERRIDES: Record<string, Pick<AdminRoute, 'list' | 'form'>> = {
  news: { list: NewsList },
  account: { list: AccountList },
  role: { list: RoleList, form: RoleForm },
  // Decentralization: per-person rights with the role's permission matrix.
  permission: { form: DecentralizationForm },
  // HR sync runs: sync buttons on the list, the difference to review and apply on the record's page.
  sync_run: { list: SyncRunList, form: SyncRunReview },
};

/** Glyphs for the icon names declarations use (`admin.icon`); an unknown name gets the area's glyph. */
export const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  bell: <BellOutlined />,
  bgColors: <BgColorsOutlined />,
  book: <BookOutlined />,
  bookmark: <BookOutlined />,
  calendar: <CalendarOutlined />,
  car: <CarOutlined />,
  comment: <CommentOutlined />,
  database: <DatabaseOutlined />,
  environment: <EnvironmentOutlined />,
  file: <FileTextOutlined />,
  folder: <FolderOutlined />,
  global: <GlobalOutlined />,
  history: <HistoryOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  key: <KeyOutlined />,
  like: <LikeOutlined />,
  login: <LoginOutlined />,
  menu: <MenuOutlined />,
  picture: <PictureOutlined />,
  project: <ProjectOutlined />,
  read: <ReadOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  share: <ShareAltOutlined />,
  shop: <ShopOutlined />,
  smile: <SmileOutlined />,
  solution: <SolutionOutlined />,
  stop: <StopOutlined />,
  tags: <TagsOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  trophy: <TrophyOutlined />,
};

/** The first level of the menu (labels in the UI catalogues: admin.area.<area>). */
export const AREA_ICONS: Record<AdminArea, ReactNode> = {
  portal: <GlobalOutlined />,
  activities: <TrophyOutlined />,
  hr: <IdcardOutlined />,
  administration: <CarOutlined />,
  assets: <DatabaseOutlined />,
  business: <ShopOutlined />,
  implementation: <ProjectOutlined />,
  system: <SettingOutlined />,
};
export { ADMIN_AREAS };

export const adminRoutes: AdminRoute[] = MANIFEST.map((e) => ({
  key: e.name,
  path: e.path,
  entry: e,
  subject: e.subject,
  area: e.area,
  group: e.group,
  order: e.order,
  isHidden: e.isHidden === true,
  icon: (e.icon && ICONS[e.icon]) || AREA_ICONS[e.area],
  ...OVERRIDES[e.name],
}));

const SETTINGS: Label = { vi: 'Cài đặt', en: 'Settings' };
const FEEDBACK: Label = { vi: 'Góp ý và hỏi đáp', en: 'Feedback and Q&A' };

/** Screens that are not a resource's list and form (logs, settings pages), placed in the menu like resources. */
export type AdminPage = MenuPlace & {
  key: string;
  path: string;
  subject: Subject;
  /** The right the menu entry needs (view unless said; the server checks it on every call). */
  right?: Action;
  icon: ReactNode;
  label: Label;
  element: ComponentType;
};
export const adminPages: AdminPage[] = [
  { key: 'activity-log', path: 'activity-log', subject: 'SYSTEM_LOG', area: 'system', icon: <HistoryOutlined />, label: { vi: 'Nhật ký hoạt động', en: 'Activity logs' }, element: ActivityLogPage },
  { key: 'request-log', path: 'request-log', subject: 'SYSTEM_LOG', right: 'viewAll', area: 'system', icon: <ApiOutlined />, label: { vi: 'Nhật ký truy cập API', en: 'API request log' }, element: RequestLogPage },
  { key: 'system-log', path: 'system-log', subject: 'SYSTEM_LOG', right: 'viewAll', area: 'system', icon: <AlertOutlined />, label: { vi: 'Nhật ký hệ thống', en: 'System log' }, element: SystemLogPage },
  { key: 'branding', path: 'branding', subject: 'SETTING', area: 'system', group: SETTINGS, icon: <BgColorsOutlined />, label: { vi: 'Logo, favicon và tiêu đề', en: 'Logos, favicon and title' }, element: BrandingPage },
  { key: 'social-icons', path: 'social-icons', subject: 'SETTING', area: 'system', group: SETTINGS, icon: <ShareAltOutlined />, label: { vi: 'Biểu tượng mạng xã hội', en: 'Social icons' }, element: SocialIconsPage },
  // Feedback and Q&A: beside its list (the declaration's group), for its admins (view all).
  { key: 'feedback-overview', path: 'feedback-overview', subject: 'ASK_ANSWER', right: 'viewAll', area: 'activities', group: FEEDBACK, order: 2, icon: <BarChartOutlined />, label: { vi: 'Báo cáo tổng quan', en: 'Overview report' }, element: FeedbackOverviewPage },
  { key: 'feedback-access', path: 'feedback-access-history', subject: 'ASK_ANSWER', right: 'viewAll', area: 'activities', group: FEEDBACK, order: 3, icon: <HistoryOutlined />, label: { vi: 'Lịch sử truy cập', en: 'Access history' }, element: FeedbackAccessHistoryPage },
  { key: 'reports', path: 'reports', subject: 'ADMINISTRATION', area: 'administration', order: 0, icon: <BarChartOutlined />, label: { vi: 'Báo cáo', en: 'Reports' }, element: ReportsPage },
  // The same generic screen for the asset reports (ADR 0010), in the assets area for asset managers.
  { key: 'asset-reports', path: 'asset-reports', subject: 'ASSET_MANAGEMENT', area: 'assets', order: 0, icon: <BarChartOutlined />, label: { vi: 'Báo cáo tài sản', en: 'Asset reports' }, element: ReportsPage },
  // Before the projects list (its declaration's group): a member's own projects and their workspaces.
  { key: 'my-projects', path: 'my-projects', subject: 'IMPLEMENTATION_MANAGEMENT', area: 'implementation', group: { vi: 'Dự án triển khai', en: 'Implementation projects' }, order: 0, icon: <ProjectOutlined />, label: { vi: 'Dự án của tôi', en: 'My projects' }, element: MyProjects },
  { key: 'login-settings', path: 'login-settings', subject: 'SETTING_LOGIN', area: 'system', group: SETTINGS, icon: <LoginOutlined />, label: { vi: 'Cài đặt đăng nhập', en: 'Login settings' }, element: LoginSettingsPage },
];
