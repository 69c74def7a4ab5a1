/**
 * The admin route table: every declared resource gets /admin/<path> (list), /admin/<path>/new and
 * /admin/<path>/:id (form) from its declaration alone. Custom pages wrap or replace the generic
 * screens by naming the resource in OVERRIDES; a new declaration needs no edit here.
 */
import {
  AppstoreOutlined,
  BellOutlined,
  BgColorsOutlined,
  ShareAltOutlined,
  HistoryOutlined,
  LoginOutlined,
  CommentOutlined,
  KeyOutlined,
  LikeOutlined,
  PictureOutlined,
  ReadOutlined,
  SmileOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  MenuOutlined,
  SafetyOutlined,
  SettingOutlined,
  StopOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { Label, Resource, Subject } from '@portal/domain';
import { resources } from '@portal/domain';
import type { ComponentType, ReactNode } from 'react';
import { AccountList } from './pages/AccountList';
import { ActivityLogPage } from './pages/ActivityLogPage';
import { BrandingPage, SocialIconsPage } from './pages/CategoryPresets';
import { LoginSettingsPage } from './pages/LoginSettingsPage';
import { NewsList } from './pages/NewsList';
import { RoleForm } from './pages/RoleForm';
import { RoleList } from './pages/RoleList';

export type ScreenProps = { resource: Resource; basePath: string; id?: number };
export type AdminRoute = {
  key: string;
  /** Relative to /admin. */
  path: string;
  resource: Resource;
  subject: Subject;
  group: string;
  icon: ReactNode;
  list?: ComponentType<ScreenProps>;
  form?: ComponentType<ScreenProps>;
};

/** Resources that have no admin screen of their own (users manage them elsewhere). */
const HIDDEN = new Set<string>(['bookmark']);
/** Custom pages: `{ name: { list?, form? } }`. */
const OVERRIDES: Record<string, Pick<AdminRoute, 'list' | 'form'>> = { news: { list: NewsList }, account: { list: AccountList }, role: { list: RoleList, form: RoleForm } };
const ICONS: Record<string, ReactNode> = {
  category: <AppstoreOutlined />,
  sensitive_word: <StopOutlined />,
  office: <EnvironmentOutlined />,
  news_type: <TagsOutlined />,
  account: <TeamOutlined />,
  role: <SafetyOutlined />,
  menu: <MenuOutlined />,
  notification: <BellOutlined />,
  news: <ReadOutlined />,
  comment: <CommentOutlined />,
  reaction: <LikeOutlined />,
  reaction_setting: <SmileOutlined />,
  digital_lib: <PictureOutlined />,
  permission: <KeyOutlined />,
};
/** Menu groups by the first segment of the module name (portal.*, settings.*, system.*, ...). */
export const GROUP_ORDER = ['portal', 'settings', 'system'];

export const adminRoutes: AdminRoute[] = resources
  .filter((r) => !HIDDEN.has(r.name))
  .map((r) => ({
    key: r.name,
    path: r.path,
    resource: r,
    subject: r.subject,
    group: r.module.split('.')[0] ?? 'other',
    icon: ICONS[r.name] ?? (r.module.startsWith('settings') ? <SettingOutlined /> : <FileTextOutlined />),
    ...OVERRIDES[r.name],
  }));

/** Screens that are not a resource's list and form (logs, settings pages). */
export type AdminPage = { key: string; path: string; subject: Subject; group: string; icon: ReactNode; label: Label; element: ComponentType };
export const adminPages: AdminPage[] = [
  { key: 'activity-log', path: 'activity-log', subject: 'SYSTEM_LOG', group: 'system', icon: <HistoryOutlined />, label: { vi: 'Nhật ký hoạt động', en: 'Activity logs' }, element: ActivityLogPage },
  { key: 'branding', path: 'branding', subject: 'SETTING', group: 'settings', icon: <BgColorsOutlined />, label: { vi: 'Logo, favicon và tiêu đề', en: 'Logos, favicon and title' }, element: BrandingPage },
  { key: 'social-icons', path: 'social-icons', subject: 'SETTING', group: 'settings', icon: <ShareAltOutlined />, label: { vi: 'Biểu tượng mạng xã hội', en: 'Social icons' }, element: SocialIconsPage },
  { key: 'login-settings', path: 'login-settings', subject: 'SETTING_LOGIN', group: 'settings', icon: <LoginOutlined />, label: { vi: 'Cài đặt đăng nhập', en: 'Login settings' }, element: LoginSettingsPage },
];
