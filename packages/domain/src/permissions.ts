/**
 * Permission subjects and actions (spec §6). A role grants, per subject, the actions view, edit,
 * approve and view all; the ability list sent to clients is `{ action, subject, conditions? }`.
 */
import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

/** The areas of the product (DESIGN §2): the admin menu's first level and the role matrix's groups. */
export const ADMIN_AREAS = ['portal', 'activities', 'hr', 'administration', 'assets', 'business', 'implementation', 'system'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * Every permission subject with its area and its labels, in one place: adding a subject is one
 * line here (the role matrix, labels and checks derive from it). Subjects of spec §6 first.
 */
export const SUBJECT_DEFS = {
  NEWS: { area: 'portal', label: { vi: 'Tin tức', en: 'News' } },
  DIGITAL_LIBRARY: { area: 'portal', label: { vi: 'Thư viện số', en: 'Digital library' } },
  // Narrower subjects (spec §6): rights on one kind of a resource's records (the digital library's
  // albums, videos and advertising banners) without the rights on the whole resource.
  ADVERTISING_BANNER: { area: 'portal', label: { vi: 'Banner quảng cáo', en: 'Advertising banners' }, narrows: { subject: 'DIGITAL_LIBRARY', field: 'kind', value: 'ADS' } },
  ACCOUNT_MANAGEMENT: { area: 'system', label: { vi: 'Quản lý tài khoản', en: 'Account management' } },
  ASK_ANSWER: { area: 'activities', label: { vi: 'Hỏi đáp', en: 'Ask and answer' } },
  PERMISSION: { area: 'system', label: { vi: 'Phân quyền', en: 'Permissions' } },
  SETTING: { area: 'system', label: { vi: 'Cài đặt', en: 'Settings' } },
  ALBUMS: { area: 'portal', label: { vi: 'Album ảnh', en: 'Albums' }, narrows: { subject: 'DIGITAL_LIBRARY', field: 'kind', value: 'ALBUM' } },
  VIDEOS: { area: 'portal', label: { vi: 'Video', en: 'Videos' }, narrows: { subject: 'DIGITAL_LIBRARY', field: 'kind', value: 'VIDEO' } },
  SETTING_NEW: { area: 'portal', label: { vi: 'Cài đặt tin tức', en: 'News settings' } },
  SETTING_LOGIN: { area: 'system', label: { vi: 'Cài đặt đăng nhập', en: 'Login settings' } },
  SEARCH_DOCUMENT: { area: 'portal', label: { vi: 'Tra cứu văn bản', en: 'Document search' } },
  SETTING_SEARCH_DOCUMENT: { area: 'portal', label: { vi: 'Cài đặt tra cứu văn bản', en: 'Document search settings' } },
  SETTING_ICON_SOCIAL: { area: 'system', label: { vi: 'Biểu tượng mạng xã hội', en: 'Social icons' } },
  DOCUMENT_LOOKUP: { area: 'portal', label: { vi: 'Tra cứu tài liệu', en: 'Document lookup' } },
  MENU_UTILITIES: { area: 'portal', label: { vi: 'Menu và tiện ích', en: 'Menus and shortcuts' } },
  BOOKING_ROOM: { area: 'administration', label: { vi: 'Đặt phòng họp', en: 'Meeting-room booking' } },
  TIME_KEEPING: { area: 'administration', label: { vi: 'Chấm công', en: 'Time keeping' } },
  HUMAN_RESOURCE_MANAGEMENT: { area: 'hr', label: { vi: 'Quản lý nhân sự', en: 'Human resources' } },
  SYNCHRONIZED_MANAGEMENT: { area: 'system', label: { vi: 'Quản lý đồng bộ', en: 'Synchronisation' } },
  INTERNAL_ACTIVITY: { area: 'activities', label: { vi: 'Hoạt động nội bộ', en: 'Internal activities' } },
  TRADE_MARK: { area: 'portal', label: { vi: 'Thương hiệu', en: 'Brands' } },
  MARKETING: { area: 'portal', label: { vi: 'Ấn phẩm marketing', en: 'Marketing' } },
  TECHNICAL_SUPPORT: { area: 'portal', label: { vi: 'Hỗ trợ kỹ thuật', en: 'Technical support' } },
  OFFICE: { area: 'portal', label: { vi: 'Trụ sở', en: 'Offices' } },
  ABOUT_THACO: { area: 'portal', label: { vi: 'Giới thiệu THACO', en: 'About THACO' } },
  CULTURE_THACO: { area: 'portal', label: { vi: 'Văn hoá THACO', en: 'THACO culture' } },
  USAGE_POLICY: { area: 'portal', label: { vi: 'Chính sách sử dụng', en: 'Usage policy' } },
  TERMS_OF_USE: { area: 'portal', label: { vi: 'Điều khoản sử dụng', en: 'Terms of use' } },
  PROCESS_FORMATION_DEVELOP: { area: 'portal', label: { vi: 'Quá trình hình thành và phát triển', en: 'Formation and development' } },
  MESSAGE_OF_BOD: { area: 'portal', label: { vi: 'Thông điệp Ban lãnh đạo', en: 'Message of the board' } },
  GREETTING_CARD: { area: 'portal', label: { vi: 'Thiệp chúc mừng', en: 'Greeting cards' } },
  // Not in the spec's list, which names no subject for the admin "activity logs" screens; the
  // request and system logs carry IPs and errors, so they get a subject of their own.
  SYSTEM_LOG: { area: 'system', label: { vi: 'Nhật ký hệ thống', en: 'System logs' } },
  // Not in the spec's list either: notifications are personal inboxes, so reading everyone's is
  // its own explicit right ("view all" here), never a side effect of the settings rights (issue 11).
  NOTIFICATION: { area: 'system', label: { vi: 'Thông báo', en: 'Notifications' } },
  // Not in the spec's list, which names no subject for these areas (spec §6 names their modules:
  // administrations.*, assets.*, business, contractors, implementations.*): one subject per area.
  ADMINISTRATION: { area: 'administration', label: { vi: 'Hành chính', en: 'Administration' } },
  ASSET_MANAGEMENT: { area: 'assets', label: { vi: 'Quản lý tài sản', en: 'Assets' } },
  BUSINESS_MANAGEMENT: { area: 'business', label: { vi: 'Kinh doanh và dự án', en: 'Business and projects' } },
  CONTRACTOR_MANAGEMENT: { area: 'business', label: { vi: 'Nhà thầu', en: 'Contractors' } },
  IMPLEMENTATION_MANAGEMENT: { area: 'implementation', label: { vi: 'Triển khai dự án', en: 'Project implementation' } },
  // Not in the spec's list: approval processes serve every area (leave, bookings, assets, the
  // projects), so configuring them is a right of its own, not HR's (issue 34).
  APPROVAL_PROCESS: { area: 'system', label: { vi: 'Quy trình phê duyệt', en: 'Approval processes' } },
} as const satisfies Record<string, { area: AdminArea; label: { vi: string; en: string }; narrows?: Narrowing }>;

/** A subject that grants its rights on the records of another subject whose `field` equals `value`. */
export type Narrowing = { subject: string; field: string; value: string };

export type SubjectName = keyof typeof SUBJECT_DEFS;
export const SUBJECTS = Object.keys(SUBJECT_DEFS) as SubjectName[];
/** `Auth` is what a user with no rules may read (spec §6); `all` is CASL's wildcard. */
export type Subject = SubjectName | 'Auth' | 'all';

export const ACTIONS = ['view', 'edit', 'approve', 'viewAll'] as const;
/** `manage` is CASL's wildcard action, held by the built-in Admin role. */
export type Action = (typeof ACTIONS)[number] | 'manage' | 'read';

export type AbilityRule = RawRuleOf<MongoAbility<[Action, Subject]>>;
export type AppAbility = MongoAbility<[Action, Subject]>;

/** Labels of the subjects for the role permission matrix (vi, en). */
export const SUBJECT_LABELS = Object.fromEntries(SUBJECTS.map((s) => [s, SUBJECT_DEFS[s].label])) as Record<SubjectName, { vi: string; en: string }>;

export const ACTION_LABELS: Record<(typeof ACTIONS)[number], { vi: string; en: string }> = {
  view: { vi: 'Xem', en: 'View' },
  edit: { vi: 'Chỉnh sửa', en: 'Edit' },
  approve: { vi: 'Phê duyệt', en: 'Approve' },
  viewAll: { vi: 'Xem tất cả', en: 'View all' },
};

export const isSubject = (s: unknown): s is SubjectName => typeof s === 'string' && (SUBJECTS as readonly string[]).includes(s);
export const isMatrixAction = (a: unknown): a is (typeof ACTIONS)[number] => typeof a === 'string' && (ACTIONS as readonly string[]).includes(a);

/** A permission matrix as roles and decentralization rows store it: `{ NEWS: ['view', 'edit'] }`. */
export type PermissionMatrix = Partial<Record<SubjectName, (typeof ACTIONS)[number][]>>;

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
};

/**
 * The one ability builder: role features + decentralization -> rules. (The operating range
 * narrows broad rights to the account's units in the server's row conditions, `access.unit`.)
 * No rules at all means read on Auth only (spec §6).
 */
export function buildRules(src: AbilitySource): AbilityRule[] {
  if (src.isAdmin) return [{ action: 'manage', subject: 'all' }];
  const seen = new Set<string>();
  const out: AbilityRule[] = [];
  for (const m of [...src.roleMatrices, ...src.decentralization]) {
    for (const r of rulesFromMatrix(m)) {
      const k = `${String(r.action)}:${String(r.subject)}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(r);
      // A narrower subject's right is also that right on its kind of the wider subject's records.
      const n = (SUBJECT_DEFS[r.subject as SubjectName] as { narrows?: Narrowing }).narrows;
      if (n) out.push({ action: r.action, subject: n.subject as Subject, conditions: { [n.field]: n.value } });
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

/**
 * "view all" implies "view"; "edit" and "approve" imply "view" of the same subject. A right held
 * on some records only (a condition, e.g. albums of the digital library) counts here; which
 * records it covers is `canDoRow` for one record and the engine's row conditions for lists.
 */
export function canDo(ability: AppAbility, action: Action, subject: Subject): boolean {
  if (ability.can(action, subject)) return true;
  if (action === 'view') return ability.can('viewAll', subject) || ability.can('edit', subject) || ability.can('approve', subject);
  return false;
}

/** The actions that grant `action` (itself, and for "view" the ones that imply it). */
export const grantingActions = (action: Action): Action[] => (action === 'view' ? ['view', 'viewAll', 'edit', 'approve'] : [action]);

/**
 * `canDo` for one record: conditional rules must match the record's values. A condition on a
 * field the record does not carry is not a restriction here, as in the engine's row conditions.
 */
export function canDoRow(ability: AppAbility, action: Action, subjectName: Subject, row: Record<string, unknown>): boolean {
  for (const a of grantingActions(action)) {
    for (const rule of ability.rulesFor(a, subjectName)) {
      if (rule.inverted) continue;
      const conditions = rule.conditions as Record<string, unknown> | undefined;
      if (!conditions) return true;
      const ok = Object.entries(conditions).every(([field, want]) => {
        if (!(field in row)) return true;
        const have = row[field];
        if (want && typeof want === 'object' && Array.isArray((want as { $in?: unknown[] }).$in)) return ((want as { $in: unknown[] }).$in).includes(have);
        return have === want;
      });
      if (ok) return true;
    }
  }
  return false;
}
