/**
 * A record outside its workflow's editable statuses is frozen (issue 36, class 3; spec §4: only the
 * draft-like statuses are editable), whatever the resource: resources with a workflow are walked (a sample, see WALKED),
 * one record set to each status its workflow does not let be edited, and changed by an administrator
 * through PUT. Each answer is a 409 and the row is as it was. Before: a car booking waiting for
 * approval took a new destination while its approver's request showed the old one.
 */
import { resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { pickSample, runSeed, sampleSize } from '../sampling.js';

/**
 * The approval kinds named below always, and a seeded sample of FROZEN_RESOURCES other resources
 * with a workflow (6 unless stated, 'all' for every one; FROZEN_SEED repeats a run): the freeze is
 * one check in the engine's update, and walking every workflow grew with every entity.
 */
const ALWAYS = ['book_car', 'book_room', 'staff_leave', 'recruitment', 'stationery_request'];
const withWorkflow = resources.filter((x) => x.workflow);
const WALKED = [
  ...withWorkflow.filter((r) => ALWAYS.includes(r.name)),
  ...pickSample(runSeed('FROZEN_SEED', 'frozen-records'), sampleSize('FROZEN_RESOURCES', 6), withWorkflow.filter((r) => !ALWAYS.includes(r.name)), (r) => r.name),
];
console.info(`[frozen-records] ${WALKED.length} of ${withWorkflow.length} resources with a workflow: ${WALKED.map((r) => r.name).join(', ')}`);

describe.each(dbKinds(import.meta.url))('frozen records on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuses to change a record whose status is not editable, for the approval kinds and a sample of the other resources with a workflow; nothing is written', async () => {
    const admin = await t.login('admin');
    const walked: string[] = [];
    for (const r of WALKED) {
      const wf = r.workflow;
      if (!wf) continue;
      const [row] = await t.database.query<{ id: string }>(`SELECT id FROM "${r.name}" WHERE state = 'ACTIVE' ORDER BY id LIMIT 1`);
      if (!row) continue;
      const id = Number(row.id);
      const [before] = await t.database.query<{ status: string }>(`SELECT status FROM "${r.name}" WHERE id = $1`, [id]);
      for (const status of wf.statuses.filter((s) => !wf.editable.includes(s))) {
        await t.database.query(`UPDATE "${r.name}" SET status = $1 WHERE id = $2`, [status, id]);
        const [was] = await t.database.query<{ updated_date: unknown }>(`SELECT updated_date FROM "${r.name}" WHERE id = $1`, [id]);
        const res = await t.call(admin, 'PUT', `/api/v1/${r.path}/${id}?lang=en`, {});
        expect(res.status, `${r.name} in ${status}: ${JSON.stringify(res.body)}`).toBe(409);
        const [now] = await t.database.query<{ updated_date: unknown }>(`SELECT updated_date FROM "${r.name}" WHERE id = $1`, [id]);
        expect(now, r.name).toEqual(was);
      }
      await t.database.query(`UPDATE "${r.name}" SET status = $1 WHERE id = $2`, [before?.status, id]);
      walked.push(r.name);
    }
    // The walk reaches the approval kinds (bookings, leave, recruitment, stationery, handovers...).
    expect(walked.length).toBeGreaterThan(WALKED.length === withWorkflow.length ? 15 : WALKED.length / 2);
    expect(walked).toEqual(expect.arrayContaining(['book_car', 'book_room', 'staff_leave', 'recruitment', 'stationery_request']));
  });
});
