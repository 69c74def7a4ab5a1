/**
 * Codes the server numbers (declared `numbering`, domain numbering.ts, ADR 0018): the next code of
 * a resource's pattern, counted in `code_counter` per code shape (its prefix and suffix) inside the
 * create's transaction, so two creates at once get two numbers (the counter's row lock orders them)
 * and a refused create gives its number back (the transaction rolls back). The first number of a
 * shape follows the highest code of that shape already stored (codes typed by hand, imported data);
 * a number a hand-typed code already holds is skipped.
 */
import { type CodeParts, codeParts, formatCode, type Resource, type Row, resources, seqOf } from '@portal/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Drizzle, databaseOf } from '../db/client.js';
import type { CustomDdl } from '../db/custom-ddl.js';
import { activityLog, codeCounter, tableFor } from '../db/tables.js';
import { AppError, badRequest } from './errors.js';

const col = (r: Resource, name: string) => tableFor(r)[name] as AnyPgColumn;
/** Numbers skipped at most because hand-typed codes hold them, before giving up (a 409 from the unique check follows). */
const SKIP_MAX = 1000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const shapeOf = (p: CodeParts) => `${p.prefix}{#}${p.suffix}`;

/** The highest sequence among stored codes of shape `p` (0 for none). */
async function highestStored(tx: Drizzle, r: Resource, field: string, p: CodeParts): Promise<number> {
  const rows = (await tx
    .select({ code: col(r, field) })
    .from(tableFor(r))
    .where(sql`lower(${col(r, field)}) LIKE ${`${escapeLike(p.prefix.toLowerCase())}%${escapeLike(p.suffix.toLowerCase())}`}`)) as { code: string }[];
  return rows.reduce((max, x) => Math.max(max, seqOf(p, x.code) ?? 0), 0);
}

const isTaken = async (tx: Drizzle, r: Resource, field: string, code: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(tableFor(r))
      .where(sql`lower(${col(r, field)}) = ${code.toLowerCase()}`)
      .limit(1)
  ).length > 0;

/**
 * The next code for a record of `r` with `values` created at `now`. `reserve`: counts it (a create,
 * in its transaction); otherwise only tells what the next create would get (the form's preview).
 */
/**
 * Runs `count` (a statement counting on the shape's counter row); when the shape has no row yet
 * (its first create), makes it from the highest code of that shape already stored, then counts again.
 */
async function counted<T>(tx: Drizzle, r: Resource, field: string, p: CodeParts, count: () => Promise<T | undefined>): Promise<T | undefined> {
  const row = await count();
  if (row) return row;
  await tx
    .insert(codeCounter)
    .values({ resource: r.name, shape: shapeOf(p), last: await highestStored(tx, r, field, p) })
    .onConflictDoNothing();
  return count();
}

/** The parts of the code of a record of `r` with `values` created at `now`; refuses one that could not fit its column. */
function partsOf(r: Resource, values: Row, now: Date): { field: string; p: CodeParts; max: number } {
  const decl = r.numbering;
  if (!decl) throw new Error(`${r.name} declares no numbering`);
  const p = codeParts(decl.pattern, values, now);
  // Values of the record the pattern names are raw input here (validated after): a code that
  // could not fit its column is refused before anything is counted or written.
  const max = (r.columnByName.get(decl.field)?.def as { max?: number } | undefined)?.max ?? 255;
  if (formatCode(p, 1).length > max) throw badRequest([{ field: decl.field, key: 'validation.maxLength', params: { max } }], r);
  return { field: decl.field, p, max };
}

/**
 * A code of the shape the create will number (its first number), without a query: what the payload
 * is validated with before the create numbers it for real (`nextCode`) after its checks.
 */
export const provisionalCode = (r: Resource, values: Row, now: Date): string => formatCode(partsOf(r, values, now).p, 1);

export async function nextCode(tx: Drizzle, r: Resource, values: Row, now: Date, reserve: boolean): Promise<string> {
  const { field, p, max } = partsOf(r, values, now);
  const key = and(eq(codeCounter.resource, r.name), eq(codeCounter.shape, shapeOf(p)));
  if (!reserve) {
    const [known] = await tx.select({ last: codeCounter.last }).from(codeCounter).where(key);
    let seq = (known?.last ?? (await highestStored(tx, r, field, p))) + 1;
    for (let i = 0; i < SKIP_MAX && (await isTaken(tx, r, field, formatCode(p, seq))); i++) seq++;
    return formatCode(p, seq);
  }
  // The counter is counted on at once (one round trip while its row lock is held); a shape's first
  // create makes its row, following the highest code of that shape already stored.
  const t = tableFor(r);
  const digits = sql`CASE WHEN length(u.last::text) >= ${p.width} THEN u.last::text ELSE lpad(u.last::text, ${p.width}, '0') END`;
  const count = async () => {
    const res = await tx.execute(sql`
      WITH u AS (UPDATE ${codeCounter} SET last = last + 1 WHERE ${key} RETURNING last)
      SELECT u.last, EXISTS (SELECT 1 FROM ${t} x WHERE lower(x.${sql.identifier(field)}) = lower(${p.prefix} || ${digits} || ${p.suffix})) AS taken FROM u`);
    const rows = (Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as { last: number | string; taken: boolean }[];
    return rows[0];
  };
  let code = '';
  for (let i = 0; i < SKIP_MAX; i++) {
    const row = await counted(tx, r, field, p, count);
    code = formatCode(p, Number(row?.last));
    if (!row?.taken) break;
  }
  if (code.length > max) throw badRequest([{ field, key: 'validation.maxLength', params: { max } }], r);
  return code;
}

/**
 * Numbers record `id` of `r`, inserted without its code, with the next code: the counter counted on,
 * the record's code set and written into its create's log row `logId` in one statement (a number a
 * stored code holds is skipped). A create with nothing else left to do calls it last, so the
 * counter's row lock, which orders every create of the shape, is held for that statement and the
 * commit only.
 */
export async function numberRecord(tx: Drizzle, r: Resource, values: Row, now: Date, id: number, logId: number): Promise<string> {
  const { field, p, max } = partsOf(r, values, now);
  const key = and(eq(codeCounter.resource, r.name), eq(codeCounter.shape, shapeOf(p)));
  const t = tableFor(r);
  const f = sql.identifier(field);
  const digits = sql`CASE WHEN length(u.last::text) >= ${p.width} THEN u.last::text ELSE lpad(u.last::text, ${p.width}, '0') END`;
  const count = async () => {
    const res = await tx.execute(sql`
      WITH u AS (UPDATE ${codeCounter} SET last = last + 1 WHERE ${key} RETURNING last),
           c AS (SELECT u.last, ${p.prefix} || ${digits} || ${p.suffix} AS code FROM u),
           s AS (UPDATE ${t} SET ${f} = c.code FROM c WHERE ${t}."id" = ${id} AND NOT EXISTS (SELECT 1 FROM ${t} x WHERE lower(x.${f}) = lower(c.code)) RETURNING ${t}.${f} AS code),
           l AS (UPDATE ${activityLog} SET updated_data = jsonb_set(coalesce(updated_data, '{}'::jsonb), ${`{${field}}`}::text[], to_jsonb(s.code)) FROM s WHERE ${activityLog}."id" = ${logId})
      SELECT c.last, c.code, EXISTS (SELECT 1 FROM s) AS numbered FROM c`);
    const rows = (Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as { last: number | string; code: string; numbered: boolean }[];
    return rows[0];
  };
  for (let i = 0; i < SKIP_MAX; i++) {
    const row = await counted(tx, r, field, p, count);
    if (row && String(row.code).length > max) throw badRequest([{ field, key: 'validation.maxLength', params: { max } }], r);
    if (row?.numbered) return String(row.code);
  }
  throw new AppError(409, 'error.conflict', {}, [{ field, key: 'validation.unique' }], r);
}

/** Whether `code` is free for a record of `r` (other than record `exceptId`). */
export async function isCodeFree(tx: Drizzle, r: Resource, code: string, exceptId?: number): Promise<boolean> {
  const field = r.numbering?.field;
  if (!field) return true;
  const rows = (await tx
    .select({ id: col(r, 'id') })
    .from(tableFor(r))
    .where(and(sql`lower(${col(r, field)}) = ${code.trim().toLowerCase()}`, eq(col(r, 'state'), 'ACTIVE')))
    .limit(2)) as { id: number }[];
  return rows.every((x) => Number(x.id) === exceptId);
}

/**
 * Numbering at commit (ADR 0026). A create that owns its transaction and has nothing left to do
 * after its insert and its log (`isNumberedLast` in write.ts) inserts the record without its code
 * and leaves, in a transaction-local setting named after the record (`portal.num_<table>_<id>`), the
 * code's parts and its log row; a deferred constraint trigger on the table (`numberingDdl`) numbers
 * it when the transaction commits: the shape's counter counted on (its row made first, from the
 * highest code of the shape stored, for a shape's first create), the record's code set (a number a
 * stored code holds is skipped) and written into the log row. The counter's row lock, which orders
 * every create of the shape, is then held inside the COMMIT alone, never across a round trip to the
 * server: when many creates come at once, the server's event loop (busy with the others) no longer
 * holds every other create of the shape waiting. A trigger that fires without the setting (a create
 * inside a caller's transaction, which numbers at once with `numberRecord`) does nothing.
 */
const NUMBER_AT_COMMIT_SQL = `CREATE OR REPLACE FUNCTION number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $number$
DECLARE
  v_field text := TG_ARGV[0];
  v_resource text := TG_ARGV[1];
  v_parts jsonb := nullif(current_setting('portal.num_' || TG_TABLE_NAME || '_' || NEW."id", true), '')::jsonb;
  v_prefix text;
  v_suffix text;
  v_width integer;
  v_shape text;
  v_last bigint;
  v_code text;
  v_done integer;
BEGIN
  IF v_parts IS NULL THEN RETURN NULL; END IF;
  v_prefix := v_parts->>'prefix';
  v_suffix := v_parts->>'suffix';
  v_width := (v_parts->>'width')::integer;
  v_shape := v_prefix || '{#}' || v_suffix;
  FOR i IN 1 .. 1000 LOOP
    UPDATE code_counter SET last = last + 1 WHERE resource = v_resource AND shape = v_shape RETURNING last INTO v_last;
    IF NOT FOUND THEN
      -- The shape's first create: its counter follows the highest code of that shape already stored.
      EXECUTE format('SELECT coalesce(max(d::bigint), 0) FROM (SELECT substr(x.%1$I, $1 + 1, length(x.%1$I) - $1 - $2) AS d FROM %2$I x'
                     ' WHERE lower(x.%1$I) LIKE $3 AND length(x.%1$I) > $1 + $2) s WHERE d ~ ''^[0-9]{1,15}$''', v_field, TG_TABLE_NAME)
        INTO v_last USING length(v_prefix), length(v_suffix), v_parts->>'like';
      INSERT INTO code_counter (resource, shape, last) VALUES (v_resource, v_shape, v_last) ON CONFLICT DO NOTHING;
      CONTINUE;
    END IF;
    v_code := v_prefix || CASE WHEN length(v_last::text) >= v_width THEN v_last::text ELSE lpad(v_last::text, v_width, '0') END || v_suffix;
    EXECUTE format('UPDATE %1$I SET %2$I = $1 WHERE "id" = $2 AND NOT EXISTS (SELECT 1 FROM %1$I x WHERE lower(x.%2$I) = lower($1))', TG_TABLE_NAME, v_field)
      USING v_code, NEW."id";
    GET DIAGNOSTICS v_done = ROW_COUNT;
    IF v_done > 0 THEN
      UPDATE activity_log SET updated_data = jsonb_set(coalesce(updated_data, '{}'::jsonb), ARRAY[v_field], to_jsonb(v_code)) WHERE "id" = (v_parts->>'log')::bigint;
      -- The code to the server with the COMMIT's answer (read back with a query where no notice comes).
      RAISE NOTICE USING MESSAGE = 'portal.numbered', DETAIL = json_build_object('table', TG_TABLE_NAME, 'id', NEW."id", 'code', v_code)::text;
      RETURN NULL;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free code of shape % for %', v_shape, TG_TABLE_NAME USING ERRCODE = 'unique_violation', TABLE = TG_TABLE_NAME;
END
$number$;`;

/** The numbering function once, and on every numbered table whose code may be left empty the trigger that numbers at commit. */
export function numberingDdl(list: readonly Resource[] = resources): CustomDdl[] {
  // Not a function's name: a later change re-runs the script without dropping the triggers (as search-dense.ts does).
  const out: CustomDdl[] = [{ name: '0_number_at_commit', table: 'code_counter', kind: 'function', sql: NUMBER_AT_COMMIT_SQL }];
  for (const r of list) {
    const field = r.numbering?.field;
    if (!field || r.columnByName.get(field)?.required) continue;
    const name = `${r.name}_number_at_commit`;
    out.push({
      name,
      table: r.name,
      kind: 'trigger',
      sql: `CREATE CONSTRAINT TRIGGER "${name}" AFTER INSERT ON "${r.name}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."${field}" IS NULL) EXECUTE FUNCTION number_at_commit('${field}', '${r.name}');`,
    });
  }
  return out;
}

/**
 * What the create's log statement also returns for a record numbered at commit: the setting the
 * trigger reads (the code's parts, the `like` pattern of its shape, and the log row's id, `logId`
 * being the log table's id column in that statement).
 */
export function numberAtCommit(r: Resource, values: Row, now: Date, id: number, logId: SQL): SQL {
  const { p } = partsOf(r, values, now);
  const like = `${escapeLike(p.prefix.toLowerCase())}%${escapeLike(p.suffix.toLowerCase())}`;
  return sql`set_config(${`portal.num_${r.name}_${id}`}, jsonb_build_object('prefix', ${p.prefix}::text, 'suffix', ${p.suffix}::text, 'width', ${p.width}::int, 'like', ${like}::text, 'log', ${logId})::text, true)`;
}

/**
 * The code the commit gave record `id` of `r` (numbered at commit): the one the trigger's notice
 * brought with the COMMIT's answer (PostgreSQL, `Database.numbered`), or read back.
 */
export async function committedCode(db: Drizzle, r: Resource, field: string, id: number): Promise<unknown> {
  const told = databaseOf(db)?.numbered;
  const key = `${r.name}:${id}`;
  const code = told?.get(key);
  if (code !== undefined) {
    told?.delete(key);
    return code;
  }
  const [row] = (await db
    .select({ code: col(r, field) })
    .from(tableFor(r))
    .where(eq(col(r, 'id'), id))
    .limit(1)) as { code: unknown }[];
  return row?.code ?? null;
}
