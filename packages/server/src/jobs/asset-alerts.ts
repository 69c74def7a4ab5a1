/**
 * Asset alerts (ADR 0010, /asset-setting-alert) are declared on the asset (`alerts`: insurance
 * expiring, inspection due, warranty ending; each rule record of `asset_setting_alert` with its
 * days, unit subtree, asset type subtree, recipients and "also the holder") and sent by the pass of
 * every declared alert (jobs/alerts.ts), claimed in `asset_alert_log` once per rule, asset and due
 * date. This is that pass for the asset alone, in the shape the seed and tests read.
 */
import type { Database } from '../db/client.js';
import { runAlerts } from './alerts.js';

export async function runAssetAlerts(database: Database, now: () => Date): Promise<{ alert_id: number; asset_id: number; due_date: string; recipients: number[] }[]> {
  return (await runAlerts(database, now, ['asset'])).map((s) => ({ alert_id: s.rule_id, asset_id: s.record_id, due_date: s.due_date, recipients: s.recipients }));
}
