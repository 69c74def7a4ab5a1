import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_INLINE_MAX, answerEncoding, compress } from './routes.js';

describe('answerEncoding', () => {
  it('takes brotli when accepted, else gzip, else none', () => {
    expect(answerEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(answerEncoding('gzip, deflate')).toBe('gzip');
    expect(answerEncoding('GZIP')).toBe('gzip');
    expect(answerEncoding('deflate')).toBeUndefined();
    expect(answerEncoding(undefined)).toBeUndefined();
    expect(answerEncoding('')).toBeUndefined();
  });

  it('honours q-values that refuse an encoding', () => {
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding('br; q=0.0, gzip;q=0')).toBeUndefined();
    expect(answerEncoding('br;q=0.5')).toBe('br');
    expect(answerEncoding('gzip;q=abc')).toBeUndefined();
  });

  it('does not take a name that only contains one', () => {
    expect(answerEncoding('x-gzip-like, brx')).toBeUndefined();
  });
});

describe('compress', () => {
  /** JSON-like text with Vietnamese, of about `n` bytes, not all alike (a list page's kind of body). */
  const body = (n: number) => {
    const parts: string[] = [];
    for (let i = 0, size = 0; size < n; i++) {
      const p = `{"id":${i},"title":"Tin tức nội bộ số ${(i * 7919) % 100_003}","state":"ACTIVE"},`;
      parts.push(p);
      size += Buffer.byteLength(p);
    }
    return Buffer.from(`[${parts.join('')}{}]`);
  };

  it('gives the same bytes back in both encodings, on the serving thread and, past the bound, on the pool', async () => {
    for (const raw of [body(2_000), body(COMPRESS_INLINE_MAX - 100), body(COMPRESS_INLINE_MAX + 1), body(3 * COMPRESS_INLINE_MAX)]) {
      const [br, gz] = await Promise.all([compress(raw, 'br'), compress(raw, 'gzip')]);
      expect(brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(gunzipSync(gz).equals(raw)).toBe(true);
      expect(br.length).toBeLessThan(raw.length / 2);
    }
  });
});
