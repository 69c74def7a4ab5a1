import { describe, expect, it } from 'vitest';
import { poolSizeFromEnv } from './client.js';

describe('DB_POOL_SIZE', () => {
  it('is the default (undefined) when unset or empty, the number when whole and from 1 to 9999', () => {
    expect(poolSizeFromEnv({})).toBeUndefined();
    expect(poolSizeFromEnv({ DB_POOL_SIZE: '' })).toBeUndefined();
    expect(poolSizeFromEnv({ DB_POOL_SIZE: '1' })).toBe(1);
    expect(poolSizeFromEnv({ DB_POOL_SIZE: '20' })).toBe(20);
    expect(poolSizeFromEnv({ DB_POOL_SIZE: '9999' })).toBe(9999);
  });

  it('refuses anything else with a message naming the value, so a typo stops the start', () => {
    for (const bad of ['0', '-5', '10000', 'abc', '2.5', ' 20', '20 ', '1e3', '020'])
      expect(() => poolSizeFromEnv({ DB_POOL_SIZE: bad }), bad).toThrow(`DB_POOL_SIZE must be a whole number from 1 to 9999, not "${bad}"`);
  });
});
