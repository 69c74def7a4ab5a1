/** Formatting helpers of spec §9, shared by server and web. */
import { RANDOM_ID_ALPHABET, TIME_ZONE, TRUNCATE_DEFAULT } from './constants.js';

/** The 11-character id of a YouTube video link, or null when the link is not one. */
export function youtubeId(link: string): string | null {
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (u.pathname === '/watch') id = u.searchParams.get('v');
    else {
      const m = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(u.pathname);
      id = m?.[2] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

export const youtubeThumbnail = (id: string): string => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;

/** Cuts at the last space before `max` characters and adds an ellipsis (spec §9: 75 by default). */
export function truncate(s: string, max = TRUNCATE_DEFAULT): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** Byte sizes in powers of 1000 with 2 decimals (spec §9). */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1000)));
  return `${Number.parseFloat((bytes / 1000 ** i).toFixed(decimals))} ${units[i]}`;
}

/** A random id over the 62-character alphabet of spec §9. */
export function randomId(length = 10, random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < length; i++) out += RANDOM_ID_ALPHABET[Math.floor(random() * RANDOM_ID_ALPHABET.length)];
  return out;
}

/** Lower-cases and removes Vietnamese diacritics (đ -> d), as the database's search does. */
export function foldDiacritics(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;
/**
 * One formatter per time zone, made once: making an Intl.DateTimeFormat costs far more than using
 * it (on a slow phone the portal home spent about 0.1 s making one for each date it shows).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function partsInZone(d: Date, timeZone = TIME_ZONE): Parts {
  let f = zoneFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value])) as Parts;
  return p;
}

/** Formats a date in Asia/Ho_Chi_Minh with one of the spec's patterns (DD, MM, YYYY, HH, mm, ss). */
export function formatDate(value: Date | string | number | null | undefined, pattern = 'DD/MM/YYYY'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(typeof value === 'string' && value.length === 10 ? `${value}T00:00:00+07:00` : value);
  if (Number.isNaN(d.getTime())) return '';
  const p = partsInZone(d);
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (tok) => {
    switch (tok) {
      case 'YYYY':
        return p.year;
      case 'MM':
        return p.month;
      case 'DD':
        return p.day;
      case 'HH':
        return p.hour;
      case 'mm':
        return p.minute;
      default:
        return p.second;
    }
  });
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };
/** Time left until `target`; zeros once it has passed (spec §4). */
export function remainingTime(target: Date | string | number, now: Date | number = Date.now()): Remaining {
  const ms = new Date(target).getTime() - new Date(now).getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

export type PageState = { page: number; limit: number; totalRows: number };
/** Keeps the previous page/limit/total when the server answers page or limit below 1 or total below 0 (spec §4). */
export function nextPageState(prev: PageState, got: Partial<PageState>): PageState {
  const ok = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isFinite(n) && n >= min;
  return {
    page: ok(got.page, 1) ? got.page : prev.page,
    limit: ok(got.limit, 1) || got.limit === -1 ? (got.limit as number) : prev.limit,
    totalRows: ok(got.totalRows, 0) ? got.totalRows : prev.totalRows,
  };
}

/** A file name with the date DDMMYYYY appended before the extension (spec §7 download). */
export function datedFileName(name: string, ext: string, now: Date = new Date()): string {
  return `${name}_${formatDate(now, 'DDMMYYYY')}.${ext.replace(/^\./, '')}`;
}
