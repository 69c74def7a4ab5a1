/** Business constants and limits of spec §9 (and the size limits of spec §5). */
export const PAGE_SIZE_DEFAULT = 40;
export const PAGE_DEFAULT = 1;
export const PAGE_SIZE_CHOICES = [10, 20, 40, 50] as const;
/** `limit=-1` means "all", but never more than this many rows in one response. */
export const LIST_ALL_CAP = 5000;
/** The largest explicit page size a client may ask for. */
export const PAGE_SIZE_MAX = 500;
export const ACTIVITY_LOG_CLIENT_ENTRIES = 30;
export const NOTIFICATION_CLIENT_ENTRIES = 50;
export const DATE_FORMATS = {
  date: 'DD/MM/YYYY',
  iso: 'YYYY-MM-DD',
  dateTime: 'DD/MM/YYYY HH:mm:ss',
  dashDateTime: 'DD-MM-YYYY, HH:mm:ss',
  timeFirst: 'HH:mm:ss DD/MM/YYYY',
} as const;
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
/**
 * How far in the past a "later than now" time may be when saved: the time of the action (a time
 * picked as "now" while the rest of the form is filled in) is a valid release time.
 */
export const FUTURE_GRACE_MS = 10 * 60_000;
export const IMAGE_MAX_BYTES = 2_097_152;
export const ATTACHMENT_MAX_BYTES = 30 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES_ALT = 314_572_800;
export const UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;
export const LOGIN_ATTEMPTS = 3;
export const DEVICES_PER_USER = 10;
export const FAILED_LOGIN_PASSWORD_LIST = 20;
export const COOKIE_TIME_LIMIT_MS = 120_000;
export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 500;
export const CONTENT_MAX = 500;
export const PUSH_MAX = 108;
export const PUSH_MAX_ALT = 120;
export const QUESTION_MAX = 1000;
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 1000;
/** Rich text bodies are not limited by the spec; this cap keeps one record from exhausting memory. */
export const RICH_TEXT_MAX = 1_000_000;
export const TRUNCATE_DEFAULT = 75;
export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const RECOMMENDED_IMAGE_SIZES = [
  [1920, 860],
  [1920, 1144],
  [1920, 590],
  [1040, 500],
  [500, 680],
  [384, 160],
  [875, 430],
] as const;
export const REPORT_PERIODS = ['today', '7d', '30d', '3m', '6m', '12m', '2y'] as const;
export const STORAGE_KEYS = { userData: 'userData', accessToken: 'accessToken', refreshToken: 'refreshToken', language: 'language' } as const;
export const DEFAULT_LANG = 'vi';
export const FALLBACK_LANG = 'en';
/** Status colours of spec §9 (Ant Design tag colours). */
export const STATUS_COLORS: Record<string, string> = {
  DRAFT: 'red',
  RELEASE: 'green',
  PUBLISH: 'green',
  WAITING: 'gold',
  REJECT: 'purple',
  EXPIRED: 'default',
  SCHEDULED: 'cyan',
  APPROVED: 'success',
  CANCELED: 'error',
  CANCELLED: 'error',
  COMPANY_CANCELLED: 'error',
};
/** A status's tag colour (spec §9): the named ones above, every other status the secondary grey (workflows/labels.ts statusTagColor). */
export const statusColor = (status: string): string => STATUS_COLORS[status] ?? 'default';
