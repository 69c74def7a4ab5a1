/**
 * The engine's status action on a throwaway resource with the scheduled content workflow:
 * allowed moves succeed and are logged, forbidden ones are refused, edits are blocked outside the
 * editable statuses, and two approvers racing cannot both win.
 */
import { type buildAbility, contentApproval, defineResource, text } from '@portal/domain';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { tableFor } from '../../src/db/tables.js';
import type { Ctx } from '../../src/engine/context.js';
import { AppError } from '../../src/engine/errors.js';
import { changeStatus, createRecord, updateRecord } from '../../src/engine/service.js';
import { dbKinds, preparedDatabase, userCtx } from '../harness.js';

const memo = defineResource({
  name: 'zz_test_memo',
  path: 'zz-test-memo',
  label: { vi: 'Ghi nhớ', en: 'Memo' },
  subject: 'NEWS',
  module: 'test.memo',
  fields: { title: text({ required: true }) },
  workflow: contentApproval.scheduled,
});

describe.each(dbKinds(import.meta.url))('workflow engine on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ctxFor = (id: number, rules: Parameters<typeof buildAbility>[0]): Ctx => userCtx(database, id, rules);
  let editor: Ctx;
  let approver: Ctx;

  beforeAll(async () => {
    // The prepared copy (migrated, seeded; its demo rows are not this file's): migrating an empty
    // database was most of this file's time.
    ({ database, drop } = await preparedDatabase(kind));
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ memo: tableFor(memo) }));
    for (const s of statements) await database.exec(s);
    editor = ctxFor(101, [
      { action: 'view', subject: 'NEWS' },
      { action: 'edit', subject: 'NEWS' },
    ]);
    approver = ctxFor(102, [
      { action: 'view', subject: 'NEWS' },
      { action: 'approve', subject: 'NEWS' },
    ]);
  });
  afterAll(async () => drop());

  const statusError = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return e instanceof AppError ? `${e.status}:${e.key}` : String(e);
    }
    return 'ok';
  };

  it('walks DRAFT -> WAITING -> REJECT -> WAITING -> SCHEDULED with the right rights', async () => {
    const rec = await createRecord(editor, memo, { title: 'Bản tin tháng 11' });
    expect(rec.status).toBe('DRAFT');
    const id = Number(rec.id);
    expect(await statusError(changeStatus(editor, memo, id, 'SCHEDULED'))).toBe('409:error.transition');
    expect((await changeStatus(editor, memo, id, 'WAITING')).status).toBe('WAITING');
    expect(await statusError(updateRecord(editor, memo, id, { title: 'sửa khi chờ duyệt' }))).toBe('409:error.notEditable');
    expect(await statusError(changeStatus(editor, memo, id, 'SCHEDULED'))).toBe('403:error.forbidden');
    expect(await statusError(changeStatus(approver, memo, id, 'REJECT'))).toBe('400:error.validation');
    expect((await changeStatus(approver, memo, id, 'REJECT', { reason: 'Thiếu ảnh' })).status).toBe('REJECT');
    expect((await updateRecord(editor, memo, id, { title: 'Bản tin tháng 11 (sửa)' })).title).toBe('Bản tin tháng 11 (sửa)');
    expect(await statusError(changeStatus(approver, memo, id, 'WAITING'))).toBe('403:error.forbidden');
    expect((await changeStatus(editor, memo, id, 'WAITING')).status).toBe('WAITING');
    expect((await changeStatus(approver, memo, id, 'SCHEDULED')).status).toBe('SCHEDULED');
    expect(await statusError(changeStatus(approver, memo, id, 'PUBLISH'))).toBe('409:error.transition');
    expect((await changeStatus(approver, memo, id, 'PUBLISH', { asSystem: true })).status).toBe('PUBLISH');
    expect(await statusError(changeStatus(approver, memo, id, 'NOPE'))).toBe('400:error.validation');
    const logs = await database.query<{ action: string; origin_data: unknown; updated_data: unknown }>(
      "SELECT action, origin_data, updated_data FROM activity_log WHERE table_name = 'zz_test_memo' AND suffix = 'status' ORDER BY id",
    );
    expect(logs.map((l) => l.action)).toEqual(['submit', 'reject', 'submit', 'approve', 'publish']);
    expect(logs[1]).toMatchObject({ origin_data: { status: 'WAITING' }, updated_data: { status: 'REJECT', reason: 'Thiếu ảnh' } });
    expect(logs[3]).toMatchObject({ origin_data: { status: 'WAITING' }, updated_data: { status: 'SCHEDULED' } });
  });

  it('lets only one of two racing approvers win', async () => {
    const rec = await createRecord(editor, memo, { title: 'Tin đua' });
    const id = Number(rec.id);
    await changeStatus(editor, memo, id, 'WAITING');
    const outcomes = await Promise.all([changeStatus(approver, memo, id, 'SCHEDULED'), changeStatus(approver, memo, id, 'SCHEDULED')].map(statusError));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok')[0]).toMatch(/^409:error\.(staleStatus|transition)$/);
  });
});
