/**
 * The admin menu as a tree built from the declarations' admin blocks: area -> group -> entry.
 * Each level is sorted by `order` (when given) and then by its label in the UI language, with
 * that language's collation (Vietnamese letters sort as Vietnamese readers expect).
 */
import type { Lang } from '@portal/domain/enums';
import type { Label } from '@portal/domain/fields';
import type { AdminArea } from '@portal/domain/permissions';

export type MenuEntry = { key: string; path: string; label: string; icon: unknown; area: AdminArea; group?: Label; order?: number };
export type MenuGroup = { kind: 'group'; key: string; label: string; entries: MenuEntry[] };
export type MenuArea = { key: string; area: AdminArea; label: string; children: (MenuGroup | ({ kind: 'entry' } & MenuEntry))[] };

const collators = new Map<Lang, Intl.Collator>();
export function collator(lang: Lang): Intl.Collator {
  let c = collators.get(lang);
  if (!c) {
    c = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    collators.set(lang, c);
  }
  return c;
}

export const areaKey = (area: AdminArea) => `area:${area}`;
/** Groups are matched by their English name, so two declarations naming "Settings" share one group. */
export const groupKey = (area: AdminArea, group: Label) => `group:${area}:${group.en.trim().toLowerCase()}`;

export function buildMenuTree(entries: readonly MenuEntry[], lang: Lang, areaLabel: (a: AdminArea) => string): MenuArea[] {
  const cmp = collator(lang);
  const byOrderThenLabel = (a: { order?: number; label: string }, b: { order?: number; label: string }) =>
    (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || cmp.compare(a.label, b.label);
  const areas = new Map<AdminArea, MenuArea>();
  for (const e of entries) {
    let area = areas.get(e.area);
    if (!area) {
      area = { key: areaKey(e.area), area: e.area, label: areaLabel(e.area), children: [] };
      areas.set(e.area, area);
    }
    if (!e.group) {
      area.children.push({ kind: 'entry', ...e });
      continue;
    }
    const key = groupKey(e.area, e.group);
    let group = area.children.find((c): c is MenuGroup => c.kind === 'group' && c.key === key);
    if (!group) {
      group = { kind: 'group', key, label: e.group[lang], entries: [] };
      area.children.push(group);
    }
    group.entries.push(e);
  }
  const out = [...areas.values()].sort((a, b) => cmp.compare(a.label, b.label));
  for (const a of out) {
    a.children.sort((x, y) => byOrderThenLabel(x.kind === 'group' ? { label: x.label } : x, y.kind === 'group' ? { label: y.label } : y));
    for (const c of a.children) if (c.kind === 'group') c.entries.sort(byOrderThenLabel);
  }
  return out;
}

/** The area and group keys that hold `path`: opened so the current screen shows in the menu. */
export function keysHolding(tree: readonly MenuArea[], path: string): string[] {
  for (const a of tree) {
    for (const c of a.children) {
      if (c.kind === 'entry' && c.path === path) return [a.key];
      if (c.kind === 'group' && c.entries.some((e) => e.path === path)) return [a.key, c.key];
    }
  }
  return [];
}
