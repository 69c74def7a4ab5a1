/**
 * Content figures over time on the dashboard (issue 12): news released per month over the last
 * six months (Vietnam time), one `limit=1` page of the news list per month (the list's own count
 * and access rule: nothing read beyond what the user may see). Drawn by the reports' chart
 * (ReportChart: uPlot, loaded only when shown) as one series, with the figures as a table below.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReportChart from './ReportChart';

export default function FiguresChart({ data }: { data: { month: string; count: number }[] }) {
  const { t, i18n } = useTranslation();
  const labels = useMemo(
    () =>
      data.map((d) => {
        const [yy, mm] = d.month.split('-').map(Number) as [number, number];
        return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(yy, mm - 1, 15)));
      }),
    [data, i18n.language],
  );
  const series = useMemo(() => [{ label: t('dash.newsReleased'), color: '#0d3b66', values: data.map((d) => d.count) }], [data, t]);
  const total = data.reduce((n, d) => n + d.count, 0);
  return (
    <figure className="figures-chart" data-testid="figures-chart">
      <ReportChart labels={labels} series={series} ariaLabel={t('dash.chartAria', { count: total })} />
      <figcaption className="figures-chart__table">
        <table>
          <tbody>
            <tr>
              {data.map((d) => (
                <td key={d.month}>
                  <span>
                    {d.month.slice(5)}/{d.month.slice(0, 4)}
                  </span>
                  <strong>{d.count}</strong>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
