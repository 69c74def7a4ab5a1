/** The organisation's units as a tree: the phone book's filter (DirectoryPage.tsx) and the organisation chart (HrIntroducePage.tsx). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

type Unit = { id: number; code: string; name: string; name_en: string | null; type: string; parent_id: number | null };
export type TreeItem = { key: number; value: number; title: string; children: TreeItem[] };

const pick = (vi: string | null, en: string | null, lang: 'vi' | 'en') => (lang === 'en' && en ? en : (vi ?? ''));

export function useUnits() {
  return useQuery({
    queryKey: ['portal', 'units'],
    queryFn: () => api.get<{ items: Unit[] }>('/api/v1/staff-directory/units', undefined, { quietError: true }),
    staleTime: 10 * 60_000,
  });
}

export function unitTree(units: Unit[], lang: 'vi' | 'en'): TreeItem[] {
  const byParent = new Map<number | null, Unit[]>();
  for (const u of units) byParent.set(u.parent_id ?? null, [...(byParent.get(u.parent_id ?? null) ?? []), u]);
  const known = new Set(units.map((u) => u.id));
  const build = (parent: number | null): TreeItem[] => (byParent.get(parent) ?? []).map((u) => ({ key: u.id, value: u.id, title: pick(u.name, u.name_en, lang), children: build(u.id) }));
  // Roots: units without a parent, or whose parent is not listed.
  return [...build(null), ...units.filter((u) => u.parent_id != null && !known.has(u.parent_id)).flatMap((u) => build(u.parent_id))];
}
