/**
 * The activity log in words (issue 12): a module by the localized name of the resource it is
 * about (else a known system area), an action by a catalogue name, the record by its title with
 * a link to its admin screen. Unknown values show as they are.
 */
import type { Lang } from '@portal/domain/enums';
import { actionLabel } from '@portal/domain/workflows/index';
import type { TFunction } from 'i18next';
import { currentLang } from '../i18n';
import { manifestByName } from './declarations';
import { listLabel } from './labels';
import { adminRoutes } from './routes';
import './logI18n';

export type LogRow = { module?: string | null; action?: string | null; activity_context?: string | null; table_name?: string | null; record_id?: number | null; message?: string | null };

export function logModule(row: LogRow, lang: Lang, t: TFunction): string {
  // A system area with a name of its own (sign-in, settings, files) first, else the resource's list name.
  const m = row.module ?? '';
  const named = m ? t(`log.mod.${m}`, { defaultValue: '' }) : '';
  if (named) return named;
  const r = manifestByName.get(row.activity_context ?? row.table_name ?? '');
  if (r) return listLabel(r, lang);
  return m;
}

/** An action in words: the log's own name for it, else the declared workflow action's (domain workflows/labels.ts), else the code. */
export function logAction(action: string | null | undefined, t: TFunction, lang: Lang = currentLang()): string {
  return action ? t(`log.act.${action}`, { defaultValue: actionLabel(action, lang) }) : '';
}

/** The admin screen of the record a log row is about, when there is one and it still has a route. */
export function logRecordLink(row: LogRow): string | null {
  const name = row.table_name ?? row.activity_context;
  if (!name || !row.record_id) return null;
  const rt = adminRoutes.find((x) => x.key === name);
  return rt ? `/admin/${rt.path}/${row.record_id}` : null;
}
