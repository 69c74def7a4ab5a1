import { describe, expect, it } from 'vitest';
import { answerEncoding } from './routes.js';

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
