/** Data of the dashboard's figures chart (issue 12); the chart itself (FiguresChart.tsx) loads lazily. */
import { formatDate } from '@portal/domain/format';
import { useQuery } from '@tanstack/react-query';
import { api, type ListData } from '../api/client';

const MONTHS = 6;

/** The first and last days (YYYY-MM-DD) of the last `n` months in Vietnam time, oldest first. */
export function lastMonths(now: Date, n = MONTHS): { key: string; from: string; to: string }[] {
  const [y, m] = formatDate(now, 'YYYY-MM').split('-').map(Number) as [number, number];
  const out: { key: string; from: string; to: string }[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const yy = d.getUTCFullYear();
    const mm = d.getUTCMonth() + 1;
    const last = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
    const pad = (v: number) => String(v).padStart(2, '0');
    out.push({ key: `${yy}-${pad(mm)}`, from: `${yy}-${pad(mm)}-01`, to: `${yy}-${pad(mm)}-${pad(last)}` });
  }
  return out;
}

export function useNewsFigures(isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'figures', 'news'],
    enabled: isEnabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      Promise.all(
        lastMonths(new Date()).map(async (mo) => {
          const page = await api.get<ListData<unknown>>('news', { limit: 1, f_release_date_from: mo.from, f_release_date_to: mo.to }, { quietError: true, signal });
          return { month: mo.key, count: page.totalRows };
        }),
      ),
  });
}

