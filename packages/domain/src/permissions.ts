/**
 * Permission subjects and actions (spec §6). A role grants, per subject, the actions view, edit,
 * approve and view all; the ability list sent to clients is `{ action, subject, conditions? }`.
 */
import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export const SUBJECTS = [
  'NEWS',
  'DIGITAL_LIBRARY',
  'ADVERTISING_BANNER',
  'ACCOUNT_MANAGEMENT',
  'ASK_ANSWER',
  'PERMISSION',
  'SETTING',
  'ALBUMS',
  'VIDEOS',
  'SETTING_NEW',
  'SETTING_LOGIN',
  'SEARCH_DOCUMENT',
  'SETTING_SEARCH_DOCUMENT',
  'SETTING_ICON_SOCIAL',
  'DOCUMENT_LOOKUP',
  'MENU_UTILITIES',
  'BOOKING_ROOM',
  'TIME_KEEPING',
  'HUMAN_RESOURCE_MANAGEMENT',
  'SYNCHRONIZED_MANAGEMENT',
  'INTERNAL_ACTIVITY',
  'TRADE_MARK',
  'MARKETING',
  'TECHNICAL_SUPPORT',
  'OFFICE',
  'ABOUT_THACO',
  'CULTURE_THACO',
  'USAGE_POLICY',
  'TERMS_OF_USE',
  'PROCESS_FORMATION_DEVELOP',
  'MESSAGE_OF_BOD',
  'GREETTING_CARD',
  // Not in the spec's list, which names no subject for the admin "activity logs" screens; the
  // request and system logs carry IPs and errors, so they get a subject of their own.
  'SYSTEM_LOG',
] as const;
/** `Auth` is what a user with no rules may read (spec §6); `all` is CASL's wildcard. */
export type Subject = (typeof SUBJECTS)[number] | 'Auth' | 'all';

export const ACTIONS = ['view', 'edit', 'approve', 'viewAll'] as const;
/** `manage` is CASL's wildcard action, held by the built-in Admin role. */
export type Action = (typeof ACTIONS)[number] | 'manage' | 'read';

export type AbilityRule = RawRuleOf<MongoAbility<[Action, Subject]>>;
export type AppAbility = MongoAbility<[Action, Subject]>;

/** Labels of the subjects for the role permission matrix (vi, en). */
export const SUBJECT_LABELS: Record<(typeof SUBJECTS)[number], { vi: string; en: string }> = {
  NEWS: { vi: 'Tin tức', en: 'News' },
  DIGITAL_LIBRARY: { vi: 'Thư viện số', en: 'Digital library' },
  ADVERTISING_BANNER: { vi: 'Banner quảng cáo', en: 'Advertising banners' },
  ACCOUNT_MANAGEMENT: { vi: 'Quản lý tài khoản', en: 'Account management' },
  ASK_ANSWER: { vi: 'Hỏi đáp', en: 'Ask and answer' },
  PERMISSION: { vi: 'Phân quyền', en: 'Permissions' },
  SETTING: { vi: 'Cài đặt', en: 'Settings' },
  ALBUMS: { vi: 'Album ảnh', en: 'Albums' },
  VIDEOS: { vi: 'Video', en: 'Videos' },
  SETTING_NEW: { vi: 'Cài đặt tin tức', en: 'News settings' },
  SETTING_LOGIN: { vi: 'Cài đặt đăng nhập', en: 'Login settings' },
  SEARCH_DOCUMENT: { vi: 'Tra cứu văn bản', en: 'Document search' },
  SETTING_SEARCH_DOCUMENT: { vi: 'Cài đặt tra cứu văn bản', en: 'Document search settings' },
  SETTING_ICON_SOCIAL: { vi: 'Biểu tượng mạng xã hội', en: 'Social icons' },
  DOCUMENT_LOOKUP: { vi: 'Tra cứu tài liệu', en: 'Document lookup' },
  MENU_UTILITIES: { vi: 'Menu và tiện ích', en: 'Menus and shortcuts' },
  BOOKING_ROOM: { vi: 'Đặt phòng họp', en: 'Meeting-room booking' },
  TIME_KEEPING: { vi: 'Chấm công', en: 'Time keeping' },
  HUMAN_RESOURCE_MANAGEMENT: { vi: 'Quản lý nhân sự', en: 'Human resources' },
  SYNCHRONIZED_MANAGEMENT: { vi: 'Quản lý đồng bộ', en: 'Synchronisation' },
  INTERNAL_ACTIVITY: { vi: 'Hoạt động nội bộ', en: 'Internal activities' },
  TRADE_MARK: { vi: 'Thương hiệu', en: 'Brands' },
  MARKETING: { vi: 'Ấn phẩm marketing', en: 'Marketing' },
  TECHNICAL_SUPPORT: { vi: 'Hỗ trợ kỹ thuật', en: 'Technical support' },
  OFFICE: { vi: 'Trụ sở', en: 'Offices' },
  ABOUT_THACO: { vi: 'Giới thiệu THACO', en: 'About THACO' },
  CULTURE_THACO: { vi: 'Văn hoá THACO', en: 'THACO culture' },
  USAGE_POLICY: { vi: 'Chính sách sử dụng', en: 'Usage policy' },
  TERMS_OF_USE: { vi: 'Điều khoản sử dụng', en: 'Terms of use' },
  PROCESS_FORMATION_DEVELOP: { vi: 'Quá trình hình thành và phát triển', en: 'Formation and development' },
  MESSAGE_OF_BOD: { vi: 'Thông điệp Ban lãnh đạo', en: 'Message of the board' },
  GREETTING_CARD: { vi: 'Thiệp chúc mừng', en: 'Greeting cards' },
  SYSTEM_LOG: { vi: 'Nhật ký hệ thống', en: 'System logs' },
};

export const ACTION_LABELS: Record<(typeof ACTIONS)[number], { vi: string; en: string }> = {
  view: { vi: 'Xem', en: 'View' },
  edit: { vi: 'Chỉnh sửa', en: 'Edit' },
  approve: { vi: 'Phê duyệt', en: 'Approve' },
  viewAll: { vi: 'Xem tất cả', en: 'View all' },
};

export const isSubject = (s: unknown): s is (typeof SUBJECTS)[number] => typeof s === 'string' && (SUBJECTS as readonly string[]).includes(s);
export const isMatrixAction = (a: unknown): a is (typeof ACTIONS)[number] => typeof a === 'string' && (ACTIONS as readonly string[]).includes(a);

/** A permission matrix as roles and decentralization rows store it: `{ NEWS: ['view', 'edit'] }`. */
export type PermissionMatrix = Partial<Record<(typeof SUBJECTS)[number], (typeof ACTIONS)[number][]>>;

/** Checks a stored or submitted matrix; returns the offending subject or action, or null when it is sound. */
export function matrixProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return 'permissions';
  for (const [subject, actions] of Object.entries(value as Record<string, unknown>)) {
    if (!isSubject(subject)) return subject;
    if (!Array.isArray(actions)) return subject;
    for (const a of actions) if (!isMatrixAction(a)) return `${subject}.${String(a)}`;
  }
  return null;
}

/** `{ SUBJECT: ['view', 'edit', ...] }` -> rules. Unknown subjects and actions are dropped. */
export function rulesFromMatrix(matrix: unknown): AbilityRule[] {
  if (typeof matrix !== 'object' || matrix === null || Array.isArray(matrix)) return [];
  const rules: AbilityRule[] = [];
  for (const [subject, actions] of Object.entries(matrix as Record<string, unknown>)) {
    if (!isSubject(subject) || !Array.isArray(actions)) continue;
    for (const a of actions) if (isMatrixAction(a)) rules.push({ action: a, subject });
  }
  return rules;
}

/** Operating range of an account (spec §3). */
export type OperatingRange = 'GROUP' | 'RELATED_CORPORATIONS' | 'DESIGNATED_CORPORATION';

export type AbilitySource = {
  /** True when the account holds the built-in Admin role: everything is allowed. */
  isAdmin: boolean;
  /** Permission matrices of the account's active roles. */
  roleMatrices: unknown[];
  /** Permission matrices assigned to this staff member directly (decentralization). */
  decentralization: unknown[];
  operatingRange?: OperatingRange | null;
  /** Corporations the account's range covers; empty means "not known yet" (no restriction added). */
  corporationIds?: number[];
};

/**
 * The one ability builder: role features + decentralization + operating range -> rules.
 * "view all" across the group is narrowed to the account's corporations when its operating range
 * is not the whole group and the corporations are known (rows then carry `corporation_id`).
 * No rules at all means read on Auth only (spec §6).
 */
export function buildRules(src: AbilitySource): AbilityRule[] {
  if (src.isAdmin) return [{ action: 'manage', subject: 'all' }];
  const seen = new Set<string>();
  const out: AbilityRule[] = [];
  const narrow = src.operatingRange && src.operatingRange !== 'GROUP' && (src.corporationIds?.length ?? 0) > 0;
  for (const m of [...src.roleMatrices, ...src.decentralization]) {
    for (const r of rulesFromMatrix(m)) {
      const k = `${String(r.action)}:${String(r.subject)}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(narrow && r.action === 'viewAll' ? { ...r, conditions: { corporation_id: { $in: src.corporationIds } } } : r);
    }
  }
  return out.length > 0 ? out : [{ action: 'read', subject: 'Auth' }];
}

/** Builds the ability from a rule list; with no rules the user may only read Auth (spec §6). */
export function buildAbility(rules: AbilityRule[]): AppAbility {
  if (rules.length === 0) {
    const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
    can('read', 'Auth');
    return build();
  }
  return createMongoAbility<[Action, Subject]>(rules);
}

/** "view all" implies "view"; "edit" and "approve" imply "view" of the same subject. */
export function canDo(ability: AppAbility, action: Action, subject: Subject): boolean {
  if (ability.can(action, subject)) return true;
  if (action === 'view') return ability.can('viewAll', subject) || ability.can('edit', subject) || ability.can('approve', subject);
  return false;
}
