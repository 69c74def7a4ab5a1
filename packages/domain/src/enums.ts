/**
 * The shared enumerations of spec §3, as typed constants. Values are the spec's, letter for letter
 * (including its spellings such as GREETTING), because clients and stored data depend on them.
 */
export const GENDER = ['MALE', 'FEMALE', 'OTHER'] as const;
export const ACTIVATION = ['ACTIVE', 'INACTIVE'] as const;
export type Activation = (typeof ACTIVATION)[number];
export const ACCOUNT_STATE = ['ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
export const EMPLOYEE_STATUS = ['WORKING', 'LEAVED', 'DELETED', 'PENDING_CONTRACT', 'WORKING_BRANCH'] as const;
/** Contract type: Indefinite=1, Definite=2, Probation=3, Quit=4. */
export const CONTRACT_TYPE = { INDEFINITE: 1, DEFINITE: 2, PROBATION: 3, QUIT: 4 } as const;
export const SETTING_CATEGORY = [
  'DOCUMENT_REALM',
  'DOCUMENT_TYPE',
  'DOCUMENT_STATUS',
  'DOCUMENT_LAYOUT',
  'FEEDBACK_TYPE',
  'ARCHIVE',
  'FOOTER',
  'SOCIAL_ICON',
  'LOGO_LOGIN',
  'LOGO_ADMIN',
  'LOGO_1',
  'LOGO_2',
  'LOGO_3',
  'LOGO_4',
  'TITLE',
  'GREETTING_CARD',
] as const;
export type SettingCategory = (typeof SETTING_CATEGORY)[number];
export const NEWS_KIND = ['ACTIVITY', 'MARKET', 'COUNTDOWN', 'NOTIFICATION', 'ANNOUNCEMENT'] as const;
/** News type numbers (first reading of spec §3): internal activity=1, general=2, infographic=3, about/culture=4. */
export const NEWS_TYPE_NUMBER = { INTERNAL_ACTIVITY: 1, GENERAL: 2, INFOGRAPHIC: 3, ABOUT_CULTURE: 4 } as const;
/** The second mapping that also exists in spec §3: internal activity=3, business news=1, infographic=2. */
export const NEWS_TYPE_NUMBER_ALT = { BUSINESS: 1, INFOGRAPHIC: 2, INTERNAL_ACTIVITY: 3 } as const;
export const NEWS_DISPLAY_FLAGS = [
  'is_slider',
  'is_banner',
  'is_horizon_banner',
  'is_outstanding',
  'is_top_menu',
  'is_slide_news',
  'is_slide_homepage',
  'is_avatar',
  'is_only_mobile',
  'is_hide',
  'is_show',
  'is_send_notification',
  'is_banner_dynamic',
  'is_banner_submenu',
] as const;
export const DIGITAL_LIBRARY_KIND = ['ALBUM', 'VIDEO', 'ADS'] as const;
export const MEDIA_PLACEMENT = [
  'REALM',
  'REALM_LOGO',
  'COUNTDOWN_WEB',
  'COUNTDOWN_MOBILE',
  'HORIZON_BANNER',
  'SLIDER',
  'BANNER',
  'GENERAL',
  'BACKGROUND_WEB',
  'BACKGROUND_MOBILE',
  'DIGITAL',
  'DIGITAL_ALBUM',
  'ADS_MOBILE',
  'ADS_WEB',
  'ADS_HORIZON',
  'ADS_VERTICAL',
  'ADS_CALENDAR',
] as const;
export const FEEDBACK_STATUS = ['NEW', 'DONE'] as const;
export const VISIBILITY = { PUBLIC: 1, PRIVATE: 0 } as const;
export const FEEDBACK_FILTER = ['PUBLIC', 'PERSONNEL', 'STATUS'] as const;
export const SOURCE_SYSTEM = ['EMART', 'HRM'] as const;
export const CLIENT_TARGET = ['CMS', 'FE', 'MOBILE'] as const;
export const LANGUAGES = ['vi', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const CARD_TYPE = ['GREETTING', 'INDIVIDUAL'] as const;
export const ACHIEVEMENT_TYPE = ['COMPANY', 'CHAIRPERSON'] as const;
export const ACHIEVEMENT_RATIO = ['100-0', '70-30'] as const;
export const APPROVAL_ACTION_LABEL = ['Release', 'Approve', 'Save', 'Refuse'] as const;
export const ATTACHMENT_CONTEXT = ['DOCUMENT', 'COMMENT', 'INTERNAL_ACTIVITY', 'INTERNAL_ACTIVITY_COMMENT'] as const;
export const ATTACHMENT_GROUP = ['staff', 'recruitment', 'candidate', 'ticket'] as const;
export const SOURCE_TYPE = [
  'REQUEST',
  'GREETTING_CARD',
  'TODO',
  'CANDIDATE',
  'RECRUITMENT',
  'BOOK_CAR',
  'BOOK_ROOM',
  'STAFF_LEAVE',
  'IMPLEMENTATION_PAYMENT',
  'IMPLEMENTATION_MEMO',
  'IMPLEMENTATION_SUPPLY',
  'IMPLEMENTATION_ADDITIONAL',
  'IMPLEMENTATION_REVIEW_COST',
  'IMPLEMENTATION_SUBCONTRACTOR_BUDGET',
  'ASSET_HANDOVER',
  'ASSET_REPAIR',
  'ASSET_INSPECTION',
  // Ours (ADR 0010): asset alerts (insurance expiring, inspection due, warranty ending).
  'ASSET_ALERT',
  'STAFF_TRANSFER_HISTORY',
  'STAFF_RECOGNITION_AWARD',
  'STAFF_RECOGNITION_DISCIPLINE',
  'DOCUMENT_FOLLOWER',
  'DOCUMENT_RECEIVER',
  // Ours (issue 12): workflow notifications of news (submitted, approved, rejected, released).
  'NEWS',
  // Ours (issue 16): stationery requests approved through the approval engine.
  'STATIONERY',
  // Ours (issue 15): attendance explanations (timekeeping).
  'TIME_KEEPING',
  // Ours (issue 39): feasibility studies of business projects.
  'BUSINESS_FEASIBILITY',
] as const;
export const SYNC_CHANGE_KIND = ['CHANGED', 'ADD_NEW', 'CMS', 'CLIENT'] as const;
export const MENU_TARGET = ['AVAILABLE', 'NEW'] as const;
export const SYNC_KIND = ['WAITING', 'PROCESSING', 'COMPLETED'] as const;
export const IMPORT_RUN_STATUS = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export const OFFICE_TYPE = ['HEAD_OFFICE', 'BRANCH', 'REPRESENTATIVE', 'FACTORY', 'SHOWROOM'] as const;
