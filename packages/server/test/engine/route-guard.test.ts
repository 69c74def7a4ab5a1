/**
 * Walks EVERY registered route and proves it refuses an anonymous caller (401) and a signed-in
 * caller without rights (403). The few exceptions are listed here, each with its reason, so a new
 * route without an auth or permission check fails this test (DESIGN §6).
 */
import { resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp, noRightsRole } from '../harness.js';
import { genericRouteOwner, pickResources, runSeed, sampleSize } from '../sampling.js';

// Every hand-written route is walked. The routes the engine derives from declarations (list, get,
// write, abilities, numbering, documents, votes, comparisons: sampling.ts `engineRoutes`) and the
// approval engine's per-resource routes share one guarded code path each, and grow with every
// entity: a seeded sample of GUARD_RESOURCES resources (12 unless stated, 'all' for every one;
// GUARD_SEED repeats a run) has those walked.
const PICKED = new Set(pickResources(runSeed('GUARD_SEED', 'route-guard'), sampleSize('GUARD_RESOURCES', 12)).map((r) => r.name));
const isWalked = (key: string): boolean => {
  const owner = genericRouteOwner.get(key);
  return owner === undefined || PICKED.has(owner.name);
};

/** Open to anyone: health, API docs, sign-in and its recovery, what the sign-in page shows. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/docs',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/2fa/verify',
  'POST /api/v1/forget-password',
  'POST /api/v1/user/reset-password',
  'GET /api/v1/systems_settings/title',
  // Portal shell settings (site title, logos, footer) for the sign-in page and the front site.
  'GET /api/v1/portal/settings',
  // Public media files (the handler refuses private ones without sign-in).
  'GET /api/v1/media/file/:id',
  // The spec's api/files/{id}: a redirect to the file above, whose checks apply.
  'GET /api/files/:id',
  // An activity's external guest opens and accepts the mailed one-time invitation link.
  'GET /api/v1/internal-activity-invitation',
  'POST /api/v1/internal-activity-invitation/accept',
]);

/**
 * Open to every signed-in user whatever their rights: their own account, sessions and settings,
 * and what every member of staff reads on the portal (their own notifications and bookmarks too).
 */
const ANY_SIGNED_IN = new Set([
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/sessions',
  'DELETE /api/v1/auth/sessions/:id',
  'GET /api/v1/user/me',
  'POST /api/v1/user/change-password',
  'GET /api/v1/user/account-settings',
  'PUT /api/v1/user/account-settings',
  'GET /api/v1/auth/2fa',
  'POST /api/v1/auth/2fa/setup',
  'POST /api/v1/auth/2fa/enable',
  'POST /api/v1/auth/2fa/disable',
  // Portal reading for all staff, and each user's own bookmarks and notifications.
  'GET /api/v1/portal/menus',
  'GET /api/v1/portal/sidebar/:type',
  // The phone book: working people's public contact details and the units, for every signed-in user.
  'GET /api/v1/staff-directory',
  // The header search: every signed-in user (the phone book at least); each group under the caller's rights (portal-search.test.ts).
  'GET /api/v1/portal/search',
  // One's own staff file (self-service, no HR right needed).
  'GET /api/v1/staff/me',
  'GET /api/v1/staff-directory/units',
  'GET /api/bookmarks/data',
  'POST /api/bookmarks/update',
  'GET /api/v1/notification',
  // The bell's live stream: a ticket for any signed-in user; the stream itself checks the ticket (401 without).
  'POST /api/v1/notification/stream-ticket',
  'GET /api/v1/notification/stream',
  'POST /api/v1/notification-read/:id',
  'POST /api/v1/notification-read-all',
  // Media: any member of staff uploads (attachments, avatars); reads and deletes are checked per
  // file inside the media module (owner, visibility), so a stranger's id answers 404.
  'POST /api/v1/media/upload',
  'POST /api/v1/media/upload-logo',
  'GET /api/v1/media/:id',
  // The picker's library: only the caller's own uploads (issue 12).
  'GET /api/v1/media/mine',
  // Spec §7 /media and api/files: the media the caller may see, by the file route's read check.
  'GET /api/v1/media',
  'GET /api/files',
  'GET /api/v1/media/download/:ids',
  'DELETE /api/v1/media/:id',
  // Approval chains (ADR 0006): approvers are named by the process, not by a right on the subject;
  // each route checks the caller's part in that record's approval (approver now, delegate,
  // requester) and answers 403/404 otherwise. Submitting needs the edit right (not listed).
  'GET /api/v1/approvals/waiting',
  'GET /api/v1/approvals/mine',
  'GET /api/v1/approvals/of/:type/:id',
  'POST /api/v1/approvals/bulk',
  // Push to devices (spec's /firebase): each person registers and removes their own device tokens.
  'POST /api/v1/firebase/register',
  'POST /api/v1/firebase/unregister',
  'GET /api/v1/firebase/mine',
  ...resources
    .filter((r) => r.approval)
    .flatMap((r) => ['approve', 'reject', 'cancel', 'approve-add-flow'].map((a) => `POST /api/v1/${r.path}/:id/${a}`).concat(`GET /api/v1/${r.path}/:id/approval`)),
  // The same moves on a declaration's spec-style aliases (`/<path>/<action>/{id}`, `approval.aliases`).
  ...resources.flatMap((r) => (r.approval?.aliases ?? []).filter((a) => a !== 'submit').map((a) => `POST /api/v1/${r.path}/${a}/:id`)),
  // The same approval moves of leave under the spec's paths (/staff-leave/{action}/{leaveId}).
  'POST /api/v1/staff-leave/approve/:id',
  'POST /api/v1/staff-leave/approve-add-flow/:id',
  'POST /api/v1/staff-leave/cancel/:id',
  // Candidates' spec paths (/candidate/{action}/{id}): the approval's own checks, or the record under its access rule (404).
  'POST /api/v1/candidate/approve/:id',
  'POST /api/v1/candidate/cancel/:id',
  // Asset handovers' spec path /asset-handover/approve/{id}: the approval's own checks (approver now or delegate).
  'POST /api/v1/asset-handover/approve/:id',
  // "My assets" on /my-profile: every signed-in user reads the assets they hold, nothing else.
  'GET /api/v1/asset/mine',
  // Open positions (approved recruitment requests, public columns): every member of staff browses and refers.
  'GET /api/v1/recruitment/open-positions',
  'GET /api/v1/recruitment/open-positions/:id',
]);

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe.each(dbKinds(import.meta.url))('every route is guarded on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists the routes, public ones included', () => {
    const keys = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    for (const p of PUBLIC) if (!p.includes('/portal/') && !p.includes('/media/')) expect(keys.has(p), p).toBe(true);
    // Marked public in code <=> listed here: nothing becomes public silently.
    const markedPublic = t.app.routeList.filter((r) => r.isPublic && r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);
    expect(markedPublic.filter((k) => !PUBLIC.has(k) && k !== 'POST /api/v1/auth/logout')).toEqual([]);
    expect(t.app.routeList.length).toBeGreaterThan(50);
  });

  it('refuses anonymous callers with 401', async () => {
    const wrong: string[] = [];
    for (const r of t.app.routeList) {
      const key = `${r.method} ${r.url}`;
      if (!r.url.startsWith('/api/') || PUBLIC.has(key) || !isWalked(key)) continue;
      const res = await t.call(null, r.method as 'GET', concrete(r.url), r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
      if (res.status !== 401) wrong.push(`${key} -> ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a signed-in caller without rights with 403', async () => {
    const admin = await t.login('admin');
    const made = await t.call(admin, 'POST', '/api/v1/user', { username: 'nobody', full_name: 'Không Quyền', password: 'Khong-Quyen-2026', role_ids: [await noRightsRole(t, admin)] });
    expect(made.status).toBe(200);
    const nobody = await t.login('nobody', 'Khong-Quyen-2026');
    const wrong: string[] = [];
    for (const r of t.app.routeList) {
      const key = `${r.method} ${r.url}`;
      if (!r.url.startsWith('/api/') || PUBLIC.has(key) || ANY_SIGNED_IN.has(key) || !isWalked(key)) continue;
      const res = await t.call(nobody, r.method as 'GET', concrete(r.url), r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
      if (res.status !== 403) wrong.push(`${key} -> ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // Refusals were logged.
    const denied = await t.call(admin, 'GET', '/api/v1/activity-log?f_result=DENIED&limit=1');
    expect(denied.body.data.totalRows).toBeGreaterThan(20);
  });
});
