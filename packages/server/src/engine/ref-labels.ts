/**
 * Reference labels for a list page (issue 12): the titles of the records a page's reference columns
 * point to, one query per referenced resource, so that a screen never asks for each referenced
 * record by id (N requests, and refusals for records of resources the reader has no right to list,
 * which showed as "#2"). Only the declared title (and its English twin), or the declared name
 * where the title is a code (`nameField`: an account's full name), leaves the server: the
 * reader of a list already sees the reference's id; its name is what a person needs to read it.
 * Asked for with `labels=1` by the admin lists; other clients pay nothing.
 */
import type { Resource, Row } from '@portal/domain';
import { isLocalized, publicColumns, resourceByName } from '@portal/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';

/**
 * `{ [target resource]: { [id]: [title, title_en?] } }`; a settings tree's list codes under
 * `<target>:code` (`{ 'staff_setting_item:code': { STAFF_TYPE: ['Loại nhân sự', 'Staff type'] } }`).
 */
export type RefLabels = Record<string, Record<string, [string, string?]>>;

/** The ids of every reference on the page, by target resource. */
export function referencedByTarget(r: Resource, items: readonly Row[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const c of publicColumns(r)) {
    if (c.def.kind !== 'ref' && c.def.kind !== 'refs') continue;
    const ids = out.get(c.def.target) ?? new Set<number>();
    for (const row of items) {
      const v = row[c.name];
      for (const x of Array.isArray(v) ? v : [v]) {
        const n = Number(x);
        if (x !== null && x !== undefined && x !== '' && Number.isSafeInteger(n) && n > 0) ids.add(n);
      }
    }
    if (ids.size > 0) out.set(c.def.target, ids);
  }
  return out;
}

export async function refLabels(db: Drizzle, r: Resource, items: readonly Row[]): Promise<RefLabels> {
  const out: RefLabels = {};
  for (const [target, ids] of referencedByTarget(r, items)) {
    const tr = resourceByName.get(target);
    const title = tr?.nameField ?? tr?.titleField;
    const titleCol = title ? tr?.columnByName.get(title) : undefined;
    if (!tr || !title || !titleCol) continue;
    const t = tableFor(tr);
    const pick: Record<string, AnyPgColumn> = { id: t.id as AnyPgColumn, title: t[title] as AnyPgColumn };
    if (isLocalized(titleCol.def) && t[`${title}_en`]) pick.title_en = t[`${title}_en`] as AnyPgColumn;
    const rows = await db
      .select(pick)
      .from(t)
      .where(inArray(t.id as AnyPgColumn, [...ids]));
    const m: Record<string, [string, string?]> = {};
    for (const row of rows as Row[]) {
      const en = row.title_en ? String(row.title_en) : undefined;
      m[String(row.id)] = en ? [String(row.title ?? ''), en] : [String(row.title ?? '')];
    }
    out[target] = m;
  }
  for (const [target, codes] of listCodesByTarget(r, items)) {
    const tr = resourceByName.get(target);
    const title = tr?.titleField;
    const titleCol = title ? tr.columnByName.get(title) : undefined;
    if (!tr || !title || !titleCol || !tr.columnByName.has('code') || !tr.columnByName.has('category')) continue;
    const t = tableFor(tr);
    const pick: Record<string, AnyPgColumn> = { code: t.code as AnyPgColumn, title: t[title] as AnyPgColumn };
    if (isLocalized(titleCol.def) && t[`${title}_en`]) pick.title_en = t[`${title}_en`] as AnyPgColumn;
    // A list is a node without a category of its own; its values carry its code as theirs.
    const rows = await db
      .select(pick)
      .from(t)
      .where(and(inArray(t.code as AnyPgColumn, [...codes]), isNull(t.category as AnyPgColumn)));
    const m: Record<string, [string, string?]> = {};
    for (const row of rows as Row[]) {
      const en = row.title_en ? String(row.title_en) : undefined;
      m[String(row.code)] = en ? [String(row.title ?? ''), en] : [String(row.title ?? '')];
    }
    out[`${target}:code`] = m;
  }
  return out;
}

/** The list codes on the page (text fields declared `listCodeOf`), by settings tree. */
export function listCodesByTarget(r: Resource, items: readonly Row[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of publicColumns(r)) {
    if (c.def.kind !== 'text' || !c.def.listCodeOf) continue;
    const codes = out.get(c.def.listCodeOf) ?? new Set<string>();
    for (const row of items) if (typeof row[c.name] === 'string' && row[c.name] !== '') codes.add(row[c.name] as string);
    if (codes.size > 0) out.set(c.def.listCodeOf, codes);
  }
  return out;
}
