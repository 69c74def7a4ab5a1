import { describe, expect, it } from 'vitest';
import { fromZonedWall, toZonedWall } from './zonedTime';

describe('dates in Asia/Ho_Chi_Minh whatever the browser zone', () => {
  it('shows a stored instant as the HCM wall clock and reads a picked wall clock back as HCM', () => {
    const wall = toZonedWall('2026-11-23T02:00:00.000Z');
    expect(wall.format('DD/MM/YYYY HH:mm:ss')).toBe('23/11/2026 09:00:00');
    expect(fromZonedWall(wall)).toBe('2026-11-23T02:00:00.000Z');
    expect(fromZonedWall(toZonedWall('2026-12-31T20:30:15.000Z'))).toBe('2026-12-31T20:30:15.000Z');
  });
});
