import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, RANDOM_ID_ALPHABET, TRUNCATE_DEFAULT } from './constants.js';
import { datedFileName, foldDiacritics, formatBytes, formatDate, nextPageState, randomId, remainingTime, truncate, youtubeId, youtubeThumbnail } from './format.js';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&t=42s`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    'https://youtu.be/a-b_c-d_e-f',
  ])('finds the id in %s', (link) => {
    expect(youtubeId(link)).toMatch(/^[A-Za-z0-9_-]{11}$/);
    if (!link.includes('a-b_c')) expect(youtubeId(link)).toBe(ID);
  });

  it.each([
    '',
    'not a url',
    ID,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', // 12 characters
    'https://www.youtube.com/watch?v=dQw4w9WgX%3C',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/embed/',
    'https://youtu.be/',
    `https://vimeo.com/${ID}`,
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://evil.com/?u=https://youtu.be/${ID}`,
  ])('refuses %j', (link) => {
    expect(youtubeId(link)).toBeNull();
  });

  it('thumbnail uses the 11-character id', () => {
    expect(youtubeThumbnail(ID)).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (s) => {
        const id = youtubeId(s);
        if (id !== null) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      }),
      { numRuns: 100 },
    );
  });
});

describe('truncate', () => {
  it('defaults to 75 characters', () => {
    expect(TRUNCATE_DEFAULT).toBe(75);
    expect(truncate('a'.repeat(75))).toBe('a'.repeat(75));
    expect(truncate('a'.repeat(76))).toBe(`${'a'.repeat(75)}...`);
  });

  it('leaves short strings alone', () => {
    expect(truncate('')).toBe('');
    expect(truncate('Tin tức')).toBe('Tin tức');
  });

  it('cuts at the last space before the limit and adds ...', () => {
    const s = 'Tập đoàn THACO tổ chức hội nghị tổng kết hoạt động sản xuất kinh doanh năm 2025 và triển khai kế hoạch';
    const out = truncate(s);
    expect(out.endsWith('...')).toBe(true);
    const body = out.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(75);
    expect(s.startsWith(body)).toBe(true);
    expect(s[body.length]).toBe(' ');
    expect(out).toBe('Tập đoàn THACO tổ chức hội nghị tổng kết hoạt động sản xuất kinh doanh năm...');
  });

  it('honours a custom max and trims trailing spaces', () => {
    expect(truncate('one two three four', 9)).toBe('one two...');
    expect(truncate('one    two three', 8)).toBe('one...');
    expect(truncate('abcdefghij', 4)).toBe('abcd...');
  });

  it('property: the kept part is a prefix of at most max characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 120 }), (s, max) => {
        const out = truncate(s, max);
        if (s.length <= max) expect(out).toBe(s);
        else {
          expect(out.endsWith('...')).toBe(true);
          const body = out.slice(0, -3);
          expect(body.length).toBeLessThanOrEqual(max);
          expect(s.startsWith(body)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [Number.POSITIVE_INFINITY, '0 Bytes'],
    [1, '1 Bytes'],
    [999, '999 Bytes'],
    [1000, '1 KB'],
    [1024, '1.02 KB'],
    [1500, '1.5 KB'],
    [1_000_000, '1 MB'],
    [1_234_567, '1.23 MB'],
    [2_097_152, '2.1 MB'], // image limit
    [31_457_280, '31.46 MB'], // attachment limit
    [314_572_800, '314.57 MB'],
    [1_000_000_000, '1 GB'],
    [1_073_741_824, '1.07 GB'], // upload limit
    [1e12, '1 TB'],
    [1e15, '1 PB'],
    [1e18, '1000 PB'],
  ])('%d -> %s (powers of 1000, 2 decimals)', (n, s) => {
    expect(formatBytes(n)).toBe(s);
  });

  it('takes a number of decimals', () => {
    expect(formatBytes(1_234_567, 0)).toBe('1 MB');
    expect(formatBytes(1_234_567, 3)).toBe('1.235 MB');
  });

  it('every power of 1000 lands on its own unit', () => {
    ['KB', 'MB', 'GB', 'TB', 'PB'].forEach((unit, i) => {
      expect(formatBytes(1000 ** (i + 1))).toBe(`1 ${unit}`);
      expect(formatBytes(1000 ** (i + 1) * 999)).toBe(`999 ${unit}`);
    });
  });
});

describe('formatDate (Asia/Ho_Chi_Minh)', () => {
  const instant = '2026-01-01T17:30:00Z'; // 2026-01-02 00:30:00 in Viet Nam (UTC+7)
  it.each([
    [DATE_FORMATS.date, '02/01/2026'],
    [DATE_FORMATS.iso, '2026-01-02'],
    [DATE_FORMATS.dateTime, '02/01/2026 00:30:00'],
    [DATE_FORMATS.dashDateTime, '02-01-2026, 00:30:00'],
    [DATE_FORMATS.timeFirst, '00:30:00 02/01/2026'],
  ])('%s -> %s', (pattern, out) => {
    expect(formatDate(instant, pattern)).toBe(out);
    expect(formatDate(new Date(instant), pattern)).toBe(out);
    expect(formatDate(Date.parse(instant), pattern)).toBe(out);
  });

  it('the spec patterns are the five of §9', () => {
    expect(Object.values(DATE_FORMATS)).toEqual(['DD/MM/YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY HH:mm:ss', 'DD-MM-YYYY, HH:mm:ss', 'HH:mm:ss DD/MM/YYYY']);
  });

  it('defaults to DD/MM/YYYY', () => {
    expect(formatDate(instant)).toBe('02/01/2026');
  });

  it('uses a 24-hour clock, midnight is 00', () => {
    expect(formatDate('2026-03-15T17:00:00Z', 'HH:mm:ss')).toBe('00:00:00');
    expect(formatDate('2026-03-15T16:59:59Z', 'HH:mm:ss')).toBe('23:59:59');
    expect(formatDate('2026-03-15T06:05:09Z', 'HH:mm:ss')).toBe('13:05:09');
  });

  it('the year boundary follows Viet Nam time', () => {
    expect(formatDate('2025-12-31T16:59:59Z', DATE_FORMATS.dateTime)).toBe('31/12/2025 23:59:59');
    expect(formatDate('2025-12-31T17:00:00Z', DATE_FORMATS.dateTime)).toBe('01/01/2026 00:00:00');
  });

  it('a date-only string is that calendar day in Viet Nam', () => {
    expect(formatDate('2026-01-02')).toBe('02/01/2026');
    expect(formatDate('2026-01-02', DATE_FORMATS.dateTime)).toBe('02/01/2026 00:00:00');
  });

  it('empty or invalid values give an empty string', () => {
    for (const v of [null, undefined, '', 'not a date', Number.NaN, new Date('x')]) expect(formatDate(v)).toBe('');
  });

  it('leaves other characters in the pattern alone', () => {
    expect(formatDate(instant, 'Ngày DD tháng MM năm YYYY')).toBe('Ngày 02 tháng 01 năm 2026');
    expect(formatDate(instant, 'DDMMYYYY')).toBe('02012026');
  });
});

describe('remainingTime', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('splits the time left into days, hours, minutes, seconds', () => {
    const target = now.getTime() + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 999;
    expect(remainingTime(target, now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(remainingTime('2026-01-31T00:00:00Z', now)).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 0 });
  });

  it('gives zeros once the target has passed (or is now, or invalid)', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(remainingTime(now, now)).toEqual(zero);
    expect(remainingTime('2025-12-31T23:59:59Z', now)).toEqual(zero);
    expect(remainingTime('2000-01-01T00:00:00Z', now.getTime())).toEqual(zero);
    expect(remainingTime('garbage', now)).toEqual(zero);
    expect(remainingTime(now.getTime() + 500, now)).toEqual(zero);
  });

  it('property: never negative, and adds back up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (delta) => {
        const r = remainingTime(now.getTime() + delta, now);
        for (const v of Object.values(r)) expect(v).toBeGreaterThanOrEqual(0);
        expect(r.hours).toBeLessThan(24);
        expect(r.minutes).toBeLessThan(60);
        expect(r.seconds).toBeLessThan(60);
        const total = ((r.days * 24 + r.hours) * 60 + r.minutes) * 60 + r.seconds;
        expect(total).toBe(delta > 0 ? Math.floor(delta / 1000) : 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('nextPageState', () => {
  const prev = { page: 3, limit: 20, totalRows: 55 };
  it('takes valid server values', () => {
    expect(nextPageState(prev, { page: 1, limit: 40, totalRows: 0 })).toEqual({ page: 1, limit: 40, totalRows: 0 });
    expect(nextPageState(prev, { page: 7, limit: 10, totalRows: 1000 })).toEqual({ page: 7, limit: 10, totalRows: 1000 });
  });

  it('keeps the previous page when the server answers page < 1', () => {
    expect(nextPageState(prev, { page: 0, limit: 40, totalRows: 9 })).toEqual({ page: 3, limit: 40, totalRows: 9 });
    expect(nextPageState(prev, { page: -2 }).page).toBe(3);
  });

  it('keeps the previous limit when the server answers limit < 1 (except -1, "all")', () => {
    expect(nextPageState(prev, { page: 2, limit: 0, totalRows: 9 })).toEqual({ page: 2, limit: 20, totalRows: 9 });
    expect(nextPageState(prev, { limit: -5 }).limit).toBe(20);
    expect(nextPageState(prev, { limit: -1 }).limit).toBe(-1);
  });

  it('keeps the previous total when the server answers total < 0', () => {
    expect(nextPageState(prev, { page: 2, limit: 10, totalRows: -1 })).toEqual({ page: 2, limit: 10, totalRows: 55 });
  });

  it('keeps previous values for missing or non-numeric answers', () => {
    expect(nextPageState(prev, {})).toEqual(prev);
    expect(nextPageState(prev, { page: Number.NaN, limit: Number.POSITIVE_INFINITY, totalRows: '5' as unknown as number })).toEqual(prev);
  });
});

describe('foldDiacritics', () => {
  it('lower-cases and removes Vietnamese diacritics, đ -> d', () => {
    expect(foldDiacritics('Tin tức Đà Nẵng')).toBe('tin tuc da nang');
    expect(foldDiacritics('Tin tức Đà Nẵng'.normalize('NFD'))).toBe('tin tuc da nang');
    expect(foldDiacritics('ĐƯỜNG PHỐ Hồ Chí Minh')).toBe('duong pho ho chi minh');
    expect(foldDiacritics('Nguyễn Thị Ánh Tuyết')).toBe('nguyen thi anh tuyet');
    expect(foldDiacritics('đđĐĐ')).toBe('dddd');
    expect(foldDiacritics('ABC 123')).toBe('abc 123');
  });

  it('property: output has no combining marks and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const f = foldDiacritics(s);
        expect(/[\u0300-\u036f]/.test(f)).toBe(false);
        expect(foldDiacritics(f)).toBe(f);
      }),
      { numRuns: 200 },
    );
  });
});

describe('randomId', () => {
  it('uses the 62-character alphabet', () => {
    expect(RANDOM_ID_ALPHABET).toHaveLength(62);
    expect(new Set(RANDOM_ID_ALPHABET).size).toBe(62);
    expect(RANDOM_ID_ALPHABET).toMatch(/^[A-Za-z0-9]{62}$/);
  });

  it('defaults to 10 characters and honours length', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(randomId(32)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomId(0)).toBe('');
  });

  it('maps the random source onto the alphabet', () => {
    expect(randomId(4, () => 0)).toBe('AAAA');
    expect(randomId(4, () => 0.999999)).toBe('9999');
    expect(randomId(1, () => 26 / 62)).toBe('a');
  });

  it('property: any random source in [0, 1) gives alphabet characters only', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }), (xs) => {
        let i = 0;
        const id = randomId(xs.length, () => xs[i++] ?? 0);
        expect(id).toHaveLength(xs.length);
        for (const ch of id) expect(RANDOM_ID_ALPHABET).toContain(ch);
      }),
      { numRuns: 200 },
    );
  });
});

describe('datedFileName', () => {
  it('appends DDMMYYYY (Viet Nam date) before the extension', () => {
    const now = new Date('2026-01-01T17:30:00Z');
    expect(datedFileName('report', 'xlsx', now)).toBe('report_02012026.xlsx');
    expect(datedFileName('report', '.pdf', now)).toBe('report_02012026.pdf');
    expect(datedFileName('Báo cáo', 'docx', new Date('2026-12-31T10:00:00Z'))).toBe('Báo cáo_31122026.docx');
  });

  it('defaults to today', () => {
    expect(datedFileName('a', 'png')).toMatch(/^a_\d{8}\.png$/);
  });
});
