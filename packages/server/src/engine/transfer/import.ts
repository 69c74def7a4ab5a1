/**
 * POST /<path>/import?dryRun=1: the uploaded xlsx checked row by row, each row's cells converted
 * and run through createAll; `dryRun=0` writes it all or nothing. Each run is recorded as an
 * `import_run` (IN_PROGRESS, then COMPLETED or FAILED with its first errors).
 */
import type { Issue, Resource, Row } from '@portal/domain';
import { importRun, translate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { authorize } from '../context.js';
import { AppError } from '../errors.js';
import { convertCell, lookupRefs } from './cells.js';
import { col, isBlank } from './common.js';
import { createAll } from './create-all.js';
import { parseWorkbook, readUpload } from './workbook.js';

/** Error details kept on an import run (the count is always exact). */
const RUN_ERRORS_KEPT = 1000;

const dryRunParam = (q: Record<string, unknown>): boolean => {
  const v = q.dryRun ?? q.dry_run;
  if (v === undefined || v === '' || v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new AppError(400, 'error.invalidQuery', { field: 'dryRun' }, [{ field: 'dryRun', key: 'error.invalidQuery', params: { field: 'dryRun' } }]);
};

export type ImportError = { row: number; field: string; message: string };
export type ImportResult = { importRunId: number; isDryRun: boolean; totalRows: number; okRows: number; errorRows: number; errors: ImportError[] };

export async function importFile(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const ctx = req.ctx;
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const isDryRun = dryRunParam(req.query as Record<string, unknown>);
  const { fileName, buffer } = await readUpload(req);
  const { cols, rows } = await parseWorkbook(r, buffer);
  const db = ctx.database.db;
  const runs = tableFor(importRun);
  const [run] = (await db
    .insert(runs)
    .values({ resource_name: r.name, file_name: fileName, run_status: 'IN_PROGRESS', is_dry_run: isDryRun, total_rows: rows.length, created_by: user.id, updated_by: user.id })
    .returning({ id: col(runs, 'id') })) as { id: number }[];
  const runId = Number(run?.id);
  const finish = (status: 'COMPLETED' | 'FAILED', ok: number, errs: ImportError[], errorRows: number) =>
    db
      .update(runs)
      .set({ run_status: status, ok_rows: ok, error_rows: errorRows, errors: errs.slice(0, RUN_ERRORS_KEPT), updated_date: ctx.now() })
      .where(eq(col(runs, 'id'), runId));
  let outcome: Awaited<ReturnType<typeof createAll>>;
  try {
    const refs = await lookupRefs(db, cols, rows.map((x) => x.cells));
    outcome = await createAll(
      ctx,
      r,
      rows.map((x) => x.cells),
      !isDryRun,
      (cells) => {
        const input: Row = {};
        const issues: Issue[] = [];
        (cells as unknown[]).forEach((v, i) => {
          const c = cols[i];
          if (!c || isBlank(v)) return;
          const got = convertCell(c, v, refs, ctx.lang);
          if ('issue' in got) issues.push(got.issue);
          else input[c.name] = got.value;
        });
        return issues.length > 0 ? { issues } : { input };
      },
    );
  } catch (e) {
    await finish('FAILED', 0, [{ row: 0, field: '', message: e instanceof AppError ? translate(ctx.lang, e.key, e.params) : translate(ctx.lang, 'error.internal', { action: 'import' }) }], 0);
    throw e;
  }
  const errors: ImportError[] = [];
  for (const [i, list] of [...outcome.errors.entries()].sort((a, b) => a[0] - b[0])) {
    const line = rows[i]?.line ?? 0;
    for (const fe of list) errors.push({ row: line, field: fe.field, message: fe.message });
  }
  const errorRows = outcome.errors.size;
  const okRows = rows.length - errorRows;
  await finish(errorRows > 0 ? 'FAILED' : 'COMPLETED', okRows, errors, errorRows);
  const data: ImportResult = { importRunId: runId, isDryRun, totalRows: rows.length, okRows, errorRows, errors };
  if (isDryRun) return { success: true, data, message: translate(ctx.lang, 'transfer.checked', { total: rows.length, ok: okRows, errors: errorRows }) };
  if (errorRows > 0) {
    return reply.status(400).send({ success: false, message: translate(ctx.lang, 'transfer.rowErrors', { count: errorRows }), errors, data });
  }
  return { success: true, data, message: translate(ctx.lang, 'transfer.imported', { count: okRows }) };
}
