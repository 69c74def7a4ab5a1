/**
 * External guests of an internal activity (spec §4 "external members"): people outside the staff
 * list invited by email.
 * - Creating one (POST /internal-activity-external-member, INTERNAL_ACTIVITY edit) needs the
 *   activity released and not over (EXTERNAL_INVITE_STATUSES; never Draft, Waiting, Reject or
 *   Cancel: 409 in the caller's language), under the activity's row lock; it mails the invitation
 *   through the app's mail adapter with a one-time link. The link's token is stored only as its
 *   SHA-256.
 * - The guest opens the link (the public page /invitation?token=...): GET
 *   /internal-activity-invitation shows the activity; POST /internal-activity-invitation/accept
 *   consumes the token with one conditional UPDATE (token matches, still INVITED, activity still
 *   open), so two uses at once cannot both win and a second use is refused.
 * Public base of the link: PUBLIC_URL (else http://localhost:PORT).
 */
import { createHash, randomBytes } from 'node:crypto';
import { EXTERNAL_INVITE_STATUSES, formatDate, internalActivity, internalActivityExternalMember, type Row, translate } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { mailerFor, sendMail } from '../../auth/mail.js';
import { tableFor } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import { type AfterChangeHook, type BeforeChangeHook, defineModule } from '../../engine/module.js';
import { lockActivity } from './internal-activity.js';

const A = tableFor(internalActivity);
const X = tableFor(internalActivityExternalMember);
const ac = (n: string) => A[n] as AnyPgColumn;
const xc = (n: string) => X[n] as AnyPgColumn;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

export const invitationLink = (token: string, env: NodeJS.ProcessEnv = process.env): string =>
  `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '')}/invitation?token=${encodeURIComponent(token)}`;

const isOpen = (status: unknown) => (EXTERNAL_INVITE_STATUSES as readonly string[]).includes(String(status));

/** A guest is invited only while the activity is released and not over; the guest's email and activity stay. */
const guestRules: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  if (mode === 'update') return { activity_id: existing?.activity_id, email: existing?.email };
  const activity = await lockActivity(tx, Number(data.activity_id));
  if (!isOpen(activity.status)) throw new AppError(409, 'activity.externalInviteClosed');
  return { email: String(data.email).trim().toLowerCase(), invite_status: 'INVITED', invited_date: ctx.now() };
};

/** The invitation mail, with a fresh one-time link (its hash stored on the row). */
const sendInvitation: AfterChangeHook = async ({ ctx, tx, mode, row }) => {
  if (mode !== 'create') return;
  const token = randomBytes(24).toString('base64url');
  await tx
    .update(X)
    .set({ token_hash: sha256(token) })
    .where(eq(xc('id'), Number(row.id)));
  const [activity] = (await tx.select().from(A).where(eq(ac('id'), Number(row.activity_id)))) as Row[];
  const lang = ctx.lang;
  const title = String((lang === 'en' && activity?.title_en) || activity?.title || '');
  const where = activity?.location ? (lang === 'en' ? ` at ${String(activity.location)}` : ` tại ${String(activity.location)}`) : '';
  const params = {
    name: String(row.full_name || row.email),
    title,
    where,
    start: formatDate(activity?.start_date as string, 'DD/MM/YYYY HH:mm'),
    end: formatDate(activity?.end_date as string, 'DD/MM/YYYY HH:mm'),
    link: invitationLink(token),
  };
  await sendMail(tx, mailerFor(ctx.database), { to: String(row.email), subject: translate(lang, 'activity.invitationMailTitle', params), text: translate(lang, 'activity.invitationMailBody', params) }, ctx.now());
};

export const externalGuestModule = defineModule({
  resource: internalActivityExternalMember,
  hooks: { beforeChange: [guestRules], afterChange: [sendInvitation] },
  routes,
});

function tokenOf(v: unknown): string {
  if (typeof v !== 'string' || !TOKEN_RE.test(v)) throw new AppError(404, 'activity.invitationInvalid');
  return v;
}

function routes(app: FastifyInstance): void {
  const tags = ['activities.internal_activity_external_members'];
  app.get<{ Querystring: { token?: string } }>('/api/v1/internal-activity-invitation', {
    config: { isPublic: true },
    schema: { tags, summary: 'The invitation behind a one-time link (public): the guest and the activity; 404 once used or unknown' },
    handler: async (req) => {
      const hash = sha256(tokenOf(req.query.token));
      const [row] = (await req.ctx.database.db
        .select({
          email: xc('email'),
          full_name: xc('full_name'),
          invite_status: xc('invite_status'),
          title: ac('title'),
          title_en: ac('title_en'),
          location: ac('location'),
          start_date: ac('start_date'),
          end_date: ac('end_date'),
          status: ac('status'),
        })
        .from(X)
        .innerJoin(A, eq(ac('id'), xc('activity_id')))
        .where(and(eq(xc('token_hash'), hash), eq(xc('state'), 'ACTIVE')))
        .limit(1)) as Row[];
      if (!row) throw new AppError(404, 'activity.invitationInvalid');
      const { status, ...rest } = row;
      return { success: true, data: { ...rest, is_open: isOpen(status) } };
    },
  });
  app.post<{ Body: { token?: string } }>('/api/v1/internal-activity-invitation/accept', {
    config: { isPublic: true },
    schema: { tags, summary: 'Accept an invitation (public, one-time token in the body): 409 when already used or the activity no longer takes guests' },
    handler: async (req) => {
      const token = tokenOf((req.body as { token?: unknown } | undefined)?.token);
      const hash = sha256(token);
      const now = req.ctx.now();
      // One statement: the token, the INVITED status and the activity's status are checked where
      // the row changes, so a second use (or a race of two) finds nothing to update.
      const [done] = (await req.ctx.database.db
        .update(X)
        .set({ invite_status: 'ACCEPTED', accepted_date: now, token_hash: null, updated_date: now })
        .where(
          and(
            eq(xc('token_hash'), hash),
            eq(xc('invite_status'), 'INVITED'),
            eq(xc('state'), 'ACTIVE'),
            sql`${xc('activity_id')} IN (SELECT ${ac('id')} FROM ${A} WHERE ${inArray(ac('status'), [...EXTERNAL_INVITE_STATUSES])})`,
          ),
        )
        .returning({ id: xc('id'), email: xc('email'), invite_status: xc('invite_status'), accepted_date: xc('accepted_date') })) as Row[];
      if (!done) {
        const [held] = (await req.ctx.database.db.select({ id: xc('id') }).from(X).where(eq(xc('token_hash'), hash)).limit(1)) as Row[];
        throw new AppError(409, held ? 'activity.invitationClosed' : 'activity.invitationInvalid');
      }
      return { success: true, data: done, message: translate(req.ctx.lang, 'activity.invitationAccepted') };
    },
  });
}
