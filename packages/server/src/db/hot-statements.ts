/**
 * Hot statements (ADR 0016, decision 5): a statement whose exact text and values come again is
 * sent as a named statement with its values written into the text, so PostgreSQL plans it once per
 * connection instead of on every call. A list's ids statement (news: 29 indexes to weigh) spent
 * 0.3 ms planning for 0.02 ms of execution, on every uncached page. With the values in the text the
 * plan is the one for these values (a custom plan): no generic plan that could suit one value and
 * not another. Only texts seen twice among the last ones get a name, at most `max` at a time; a
 * name that falls out is deallocated on each connection the next time the pool hands it out.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** A value written into SQL text as the parameter it replaces would be read (an untyped literal); undefined when it cannot be. */
export function sqlLiteral(v: unknown): string | undefined {
  if (v === null || v === undefined) return 'NULL';
  let text: string;
  if (typeof v === 'string') text = v;
  else if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    text = String(v);
  } else if (typeof v === 'bigint' || typeof v === 'boolean') text = String(v);
  else if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return undefined;
    text = v.toISOString();
  } else return undefined;
  // A NUL cannot be in PostgreSQL text (requests with one are refused before any query).
  if (text.includes('\u0000')) return undefined;
  // An escape string: its meaning does not depend on standard_conforming_strings.
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** `text` with each `$n` replaced by `params[n - 1]` as a literal; undefined when a value has no literal form. */
export function inlineParams(text: string, params: readonly unknown[]): string | undefined {
  const literals: string[] = [];
  for (const p of params) {
    const l = sqlLiteral(p);
    if (l === undefined) return undefined;
    literals.push(l);
  }
  let bad = false;
  // The engine's texts put parameters outside string literals and identifiers (drizzle renders them so).
  const out = text.replace(/\$(\d+)/g, (_, n: string) => {
    const l = literals[Number(n) - 1];
    if (l === undefined) bad = true;
    return l ?? '';
  });
  return bad ? undefined : out;
}

type Connection = { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> };

/** `types`: the query's own type parsers (byte-columns.ts `bytesTypes`). */
export type HotQuery = <T = Record<string, unknown>>(text: string, params: unknown[], opts?: { types?: pg.QueryConfig['types'] }) => Promise<T[]>;

/** Candidates remembered (texts seen once) per name given. */
const SEEN_PER_NAME = 8;

export function hotStatements(pool: pg.Pool, max = 32): HotQuery & { names: () => string[] } {
  /** Literal text -> its name once hot, null while seen once; oldest first (a use moves it last). */
  const known = new Map<string, string | null>();
  let hot = 0;
  const retired = new Set<string>();
  const live = new Set<string>();

  pool.on('acquire', (client) => {
    if (retired.size === 0) return;
    const connection = (client as unknown as { connection?: Connection }).connection;
    if (!connection) return;
    for (const name of retired) {
      if (live.has(name) || connection.parsedStatements[name] === undefined) continue;
      delete connection.parsedStatements[name];
      // Queued before the caller's own query on this connection; a failure only leaves the plan.
      client.query(`DEALLOCATE "${name}"`).catch(() => undefined);
    }
  });

  const remember = (text: string, name: string | null) => {
    known.delete(text);
    known.set(text, name);
    while (hot > max || known.size > max * SEEN_PER_NAME) {
      const [oldest, oldName] = known.entries().next().value as [string, string | null];
      known.delete(oldest);
      if (oldName) {
        hot--;
        live.delete(oldName);
        retired.add(oldName);
        // Bounded: a connection idle so long that it missed a thousand retirements is closed by the pool's idle timeout anyway.
        if (retired.size > 1000) retired.delete(retired.values().next().value as string);
      }
    }
  };

  const run = async <T>(text: string, params: unknown[], opts: { types?: pg.QueryConfig['types'] } = {}): Promise<T[]> => {
    const literal = inlineParams(text, params);
    if (literal === undefined) return (await pool.query({ text, values: params, ...opts })).rows as T[];
    const seen = known.get(literal);
    if (seen === undefined) {
      remember(literal, null);
      return (await pool.query({ text: literal, ...opts })).rows as T[];
    }
    let name = seen;
    if (!name) {
      name = `hot_${createHash('sha1').update(literal).digest('base64url').slice(0, 20)}`;
      hot++;
      live.add(name);
      retired.delete(name);
    }
    remember(literal, name);
    return (await pool.query({ name, text: literal, ...opts })).rows as T[];
  };
  return Object.assign(run, { names: () => [...live] });
}
