import type { Resource } from '@portal/domain';
import { isLocalized, resourceByName } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type ListData, type Row } from '../api/client';
import { currentLang } from '../i18n';

/** The records of a referenced resource as select options, labelled by its title field. */
export function useRefOptions(target: string, isEnabled = true, where?: Record<string, string>) {
  const filters = Object.fromEntries(Object.entries(where ?? {}).map(([k, v]) => [`f_${k}`, v]));
  const r = resourceByName.get(target) as Resource | undefined;
  const q = useQuery({
    queryKey: [r?.path ?? target, 'options', filters],
    enabled: isEnabled && !!r,
    queryFn: () => api.get<ListData<Row>>(r?.path ?? target, { limit: 200, ...filters }, { quietError: true }),
    staleTime: 60_000,
  });
  const lang = currentLang();
  const title = r?.titleField;
  const titleCol = title ? r?.columnByName.get(title) : undefined;
  const options = (q.data?.items ?? []).map((row) => {
    let label = title ? String(row[title] ?? '') : '';
    if (titleCol && isLocalized(titleCol.def) && lang === 'en' && row[`${title}_en`]) label = String(row[`${title}_en`]);
    return { value: row.id, label: label || `#${row.id}` };
  });
  return { options, isLoading: q.isLoading };
}
