/**
 * The released scope's fixed moment (read-scope.ts `releaseNow`) when results are not kept
 * (QUERY_CACHE=off): the listener's table generations are enough, so the scope's SQL stays the same
 * across seconds until the next release or write (the planner's estimate and the hot statements
 * then see one text), and news still appear at their release time and after a write at once.
 */
import { news } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFor } from '../../src/db/tables.js';
import { cacheOf, changesOf } from '../../src/engine/query-cache.js';
import { scopeKey } from '../../src/engine/service.js';
import { accessScope } from '../../src/engine/access.js';
import { DB_KINDS, newsReaderCtx, useTestApp, until } from '../harness.js';

describe.each(DB_KINDS)('released scope with QUERY_CACHE=off on %s', (kind) => {
  let saved: string | undefined;
  // Before the app starts (useTestApp's own beforeAll comes after this one).
  beforeAll(() => {
    saved = process.env.QUERY_CACHE;
    process.env.QUERY_CACHE = 'off';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.QUERY_CACHE;
    else process.env.QUERY_CACHE = saved;
  });
  const t = useTestApp(kind);
  const key = () => scopeKey(accessScope(newsReaderCtx(t), news, tableFor(news), 'read').conditions);

  it('keeps one scope text across seconds, and still shows news at their release time and after a write', async () => {
    expect(cacheOf(t.database)).toBeUndefined();
    expect(changesOf(t.database)?.live).toBe(true);
    // The window is found in the background: then the text stays the same as the clock moves on.
    expect(
      await until(() => {
        const before = key();
        t.clock.advance(1000);
        return key() === before;
      }),
    ).toBe(true);
    const fixed = key();
    t.clock.advance(5000);
    expect(key()).toBe(fixed);

    const staff = await t.login('staff');
    const at = new Date(Math.floor(t.clock.now.getTime() / 1000) * 1000 + 60_000);
    const [row] = await t.database.query<{ id: string }>("SELECT id FROM news WHERE status = 'PUBLISH' AND is_hide = false AND is_show = true ORDER BY id LIMIT 1");
    const id = Number(row?.id);
    // A write: the window is found again, the news is not released yet.
    await t.database.query('UPDATE news SET title = $1, release_date = $2, expiration_date = NULL WHERE id = $3', ['Cửa sổ phát hành không lưu kết quả', at, id]);
    const ids = async () => ((await t.call(staff, 'GET', '/api/v1/news?q=cua so phat hanh khong luu ket qua&limit=10')).body.data.items as { id: number }[]).map((n) => Number(n.id));
    expect(await until(async () => (await ids()).length === 0)).toBe(true);
    expect(await until(() => key() !== fixed)).toBe(true);
    // Past its release time it shows, though nothing was written.
    t.clock.set(new Date(at.getTime() + 1000).toISOString());
    expect(await ids()).toEqual([id]);
    // Hidden by a write: gone at once.
    await t.database.query('UPDATE news SET is_hide = true WHERE id = $1', [id]);
    expect(await ids()).toEqual([]);
  });
});
