/**
 * Demo approvals (issue 15): recruitment requests of THACO AUTO's HR manager go through the
 * engine itself, so the admin (their line manager) and the HR board find requests waiting for
 * them, and the requester sees one approved and one rejected with its reason; a delegation shows
 * how an approver hands over while away.
 */
import { approvalDelegation, recruitment } from '@portal/domain';
import { asc, eq, } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decideApproval, submitForApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated, seedActors } from '../insert.js';

export async function seedDemoApprovals(tx: Drizzle): Promise<void> {
  const now = new Date();
  const { idOf, as } = await seedActors(tx, ['admin', 'hr', 'hr.auto', 'approver'], now);
  if (!idOf('hr.auto') || !idOf('admin')) return;
  const t = tableFor(recruitment);
  const rows = (await tx
    .select({ id: t.id as AnyPgColumn })
    .from(t)
    .orderBy(asc(t.id as AnyPgColumn))
    .limit(4)) as { id: number }[];
  // Requests of THACO AUTO's HR manager: waiting for the admin, waiting for HR, approved, rejected.
  for (const r of rows) await tx.update(t).set({ created_by: idOf('hr.auto'), status: 'DRAFT' }).where(eq(t.id as AnyPgColumn, r.id));
  const [waitingAdmin, waitingHr, approved, rejected] = rows.map((r) => Number(r.id));
  for (const id of [waitingAdmin, waitingHr, approved, rejected]) if (id) await submitForApproval(as('hr.auto'), recruitment, id);
  for (const id of [waitingHr, approved]) if (id) await decideApproval(as('admin'), recruitment, id, 'APPROVED', { comment: 'Đồng ý, chuyển Ban Nhân sự' });
  if (approved && idOf('hr')) await decideApproval(as('hr'), recruitment, approved, 'APPROVED', { comment: 'Đã có ngân sách tuyển dụng' });
  if (rejected) await decideApproval(as('admin'), recruitment, rejected, 'REJECTED', { comment: 'Chưa có định biên cho vị trí này trong năm nay' });
  if (idOf('approver')) {
    const year = now.getFullYear() + 1;
    await insertValidated(tx, approvalDelegation, {
      delegator_id: idOf('admin'),
      delegate_id: idOf('approver'),
      from_date: `${year}-01-02`,
      to_date: `${year}-01-10`,
      source_type: 'RECRUITMENT',
      reason: 'Nghỉ phép đầu năm',
    });
  }
}
