/**
 * What the project areas' API tests share: SQL reads of the test database (`q`, `one`), the staff
 * file and account of a demo user, and `ok`, which expects a status (200 by default) and names the
 * answer when it is not.
 */
import { expect } from 'vitest';
import type { TestApp } from '../harness.js';

export function projectKit(t: TestApp) {
  const q = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T & Record<string, unknown>>(sql, params)) as T[];
  const one = async (sql: string, params: unknown[] = []) => Number((await q<{ id: string }>(sql, params))[0]?.id);
  const staffOf = (username: string) => one('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]);
  const accountOf = (username: string) => one('SELECT id FROM account WHERE username = $1', [username]);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
  return { q, one, staffOf, accountOf, ok };
}
