/**
 * Asset alerts (ADR 0010, /asset-setting-alert): each active rule looks for what falls due within
 * its `days_before` (today in Asia/Ho_Chi_Minh included):
 * - INSURANCE_EXPIRING: an asset's latest policy ending in the window (a renewal that runs past it
 *   means nothing is due);
 * - INSPECTION_DUE: the next due date of an asset's latest inspection;
 * - WARRANTY_ENDING: the asset's warranty end;
 * for the active assets (not liquidated or lost) of the rule's unit subtree and asset type (and its
 * sub-types), and notifies the rule's recipients (and the holder when the rule says so) through
 * the notification engine (in-app, live and push).
 *
 * Once per rule, asset and due date, whatever the number of instances and passes: each alert is
 * claimed by inserting its `asset_alert_log` row (a unique index on rule, asset and due date, ON
 * CONFLICT DO NOTHING) in the transaction that writes its notifications; only the rows an instance
 * inserted are notified, so a second pass or instance finds them taken. A renewed policy or a new
 * inspection has another due date, hence a new alert when that one comes near.
 */
import { assetAlertLog, assetSettingAlert, translate } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { sendNotifications } from '../notify/push.js';

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));
const vnToday = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

type Rule = { id: number; kind: string; days_before: number; unit_id: number | null; type_id: number | null; recipient_ids: number[] | null; is_notify_holder: boolean };
type Due = { asset_id: number; code: string; name: string; name_en: string | null; due_date: string; extra: string | null; holder_account: number | null };

/** What falls due for one rule, in [today, today + days]. */
async function dueFor(tx: Drizzle, rule: Rule, today: string): Promise<Due[]> {
  const until = sql`(${today}::date + ${rule.days_before}::int)`;
  const scope = sql`a.state = 'ACTIVE' AND a.condition NOT IN ('LIQUIDATED', 'LOST')
    ${rule.unit_id ? sql`AND a.unit_id IN (SELECT u.id FROM organization u WHERE u.tree_path <@ (SELECT g.tree_path FROM organization g WHERE g.id = ${rule.unit_id}))` : sql``}
    ${rule.type_id ? sql`AND a.type_id IN (SELECT s.id FROM asset_setting s WHERE s.tree_path <@ (SELECT g.tree_path FROM asset_setting g WHERE g.id = ${rule.type_id}))` : sql``}`;
  const holder = sql`(SELECT s.account_id FROM staff s WHERE s.id = a.holder_id)`;
  let q: SQL;
  if (rule.kind === 'INSURANCE_EXPIRING') {
    q = sql`SELECT a.id AS asset_id, a.code, a.name, a.name_en, d.to_date::text AS due_date, d.policy_no AS extra, ${holder} AS holder_account
      FROM asset a JOIN LATERAL (SELECT i.to_date, i.policy_no FROM asset_insurance i WHERE i.asset_id = a.id AND i.state = 'ACTIVE' ORDER BY i.to_date DESC, i.id DESC LIMIT 1) d ON true
      WHERE ${scope} AND d.to_date BETWEEN ${today}::date AND ${until}`;
  } else if (rule.kind === 'INSPECTION_DUE') {
    q = sql`SELECT a.id AS asset_id, a.code, a.name, a.name_en, d.next_due_date::text AS due_date, NULL AS extra, ${holder} AS holder_account
      FROM asset a JOIN LATERAL (SELECT i.next_due_date FROM asset_inspection i WHERE i.asset_id = a.id AND i.state = 'ACTIVE' ORDER BY i.inspection_date DESC, i.id DESC LIMIT 1) d ON true
      WHERE ${scope} AND d.next_due_date BETWEEN ${today}::date AND ${until}`;
  } else {
    q = sql`SELECT a.id AS asset_id, a.code, a.name, a.name_en, a.warranty_end::text AS due_date, NULL AS extra, ${holder} AS holder_account
      FROM asset a WHERE ${scope} AND a.warranty_end BETWEEN ${today}::date AND ${until}`;
  }
  return rowsOf<Due>(await tx.execute(sql`${q} ORDER BY 5, 1 LIMIT 1000`));
}

const KEY = { INSURANCE_EXPIRING: 'asset.alertInsurance', INSPECTION_DUE: 'asset.alertInspection', WARRANTY_ENDING: 'asset.alertWarranty' } as const;

/**
 * One pass of the asset alerts at `now`. Safe on every instance at once. Returns the alerts this
 * pass sent (rule, asset, due date, recipients).
 */
export async function runAssetAlerts(database: Database, now: () => Date): Promise<{ alert_id: number; asset_id: number; due_date: string; recipients: number[] }[]> {
  const at = now();
  const today = vnToday(at);
  const sent: { alert_id: number; asset_id: number; due_date: string; recipients: number[] }[] = [];
  const rules = rowsOf<Rule>(
    await database.db.execute(sql`SELECT id, kind, days_before, unit_id, type_id, recipient_ids, is_notify_holder FROM ${tableFor(assetSettingAlert)} WHERE state = 'ACTIVE' AND is_active = true ORDER BY id`),
  );
  for (const rule of rules) {
    await database.db.transaction(async (tx) => {
      const due = await dueFor(tx, rule, today);
      if (due.length === 0) return;
      // Active recipients only (a locked or removed account gets nothing).
      const named = (rule.recipient_ids ?? []).map(Number);
      const active = named.length
        ? rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM account WHERE state = 'ACTIVE' AND id IN (${sql.join(named.map((x) => sql`${x}`), sql`, `)})`)).map((r) => Number(r.id))
        : [];
      const log = tableFor(assetAlertLog);
      for (const d of due) {
        const recipients = [...new Set([...active, ...(rule.is_notify_holder && d.holder_account ? [Number(d.holder_account)] : [])])];
        const claimed = rowsOf<{ id: number }>(
          await tx.execute(sql`INSERT INTO ${log} (alert_id, asset_id, kind, due_date, recipient_count, created_date, updated_date)
            VALUES (${rule.id}, ${d.asset_id}, ${rule.kind}, ${d.due_date}::date, ${recipients.length}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING id`),
        );
        if (claimed.length === 0 || recipients.length === 0) continue;
        const key = KEY[rule.kind as keyof typeof KEY] ?? 'asset.alertWarranty';
        const params = { code: d.code, name: d.name, date: dmy(d.due_date), policy: d.extra ?? '' };
        await sendNotifications(
          tx,
          at,
          recipients.map((recipient_id) => ({
            recipient_id,
            title: translate('vi', key, params),
            title_en: translate('en', key, { ...params, name: d.name_en || d.name }),
            link: `/admin/asset/${d.asset_id}`,
            source_type: 'ASSET_ALERT',
            source_id: Number(d.asset_id),
          })),
        );
        sent.push({ alert_id: rule.id, asset_id: Number(d.asset_id), due_date: d.due_date, recipients });
      }
    });
  }
  return sent;
}

/** At most one pass per slot in this process (the claim above keeps it once across instances). */
const SLOT_MS = 10 * 60_000;
const lastSlot = new WeakMap<Database, number>();

export async function runAssetAlertsInSlot(database: Database, now: () => Date): Promise<void> {
  const slot = Math.floor(now().getTime() / SLOT_MS);
  if (lastSlot.get(database) === slot) return;
  lastSlot.set(database, slot);
  await runAssetAlerts(database, now);
}
