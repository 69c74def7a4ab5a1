import { useSearchParams } from 'react-router';

/**
 * A page's state in its address (tab, filters, page, the open record `id`), so it survives a reload
 * and can be shared. `set(patch)` sets each non-empty value and removes each empty one. Opening or
 * closing a record (`id` in the patch) adds a history entry, so Back closes it; other changes
 * replace the entry. With `resetPage`, a change of anything but the page or the open record goes
 * back to page 1. `clear()` empties the address's query (every filter, page and tab).
 */
export function useUrlState({ resetPage = false }: { resetPage?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
    if (resetPage && !('page' in patch) && !('id' in patch)) next.delete('page');
    setParams(next, { replace: !('id' in patch) });
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return [params, set, clear] as const;
}
