/**
 * Content figures over time on the dashboard (issue 12): news released per month over the last
 * six months (Vietnam time), one `limit=1` page of the news list per month (the list's own count
 * and access rule: nothing read beyond what the user may see). The chart library (uPlot, ~20 KB
 * compressed) loads only when this card is shown, so it stays out of the console's first load.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export default function FiguresChart({ data }: { data: { month: string; count: number }[] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy: () => void; setSize: (s: { width: number; height: number }) => void } | null = null;
    let isGone = false;
    const labels = data.map((d) => {
      const [yy, mm] = d.month.split('-').map(Number) as [number, number];
      return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(yy, mm - 1, 15)));
    });
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (isGone) return;
      const xs = data.map((_, i) => i);
      chart = new UPlot(
        {
          width: el.clientWidth || 600,
          height: 240,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false, range: [-0.6, data.length - 0.4] }, y: { range: (_u: unknown, _min: number, max: number) => [0, Math.max(4, Math.ceil(max * 1.2))] } },
          axes: [
            { values: (_u: unknown, splits: number[]) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')), splits: () => xs, grid: { show: false } },
            { values: (_u: unknown, splits: number[]) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')), grid: { stroke: '#eef1f6' } },
          ],
          series: [{}, { label: t('dash.newsReleased'), stroke: '#0d3b66', fill: 'rgba(13, 59, 102, 0.75)', paths: UPlot.paths.bars?.({ size: [0.55, 64] }), points: { show: false } }],
        },
        [xs, data.map((d) => d.count)],
        el,
      );
    });
    const onResize = () => chart?.setSize({ width: el.clientWidth, height: 240 });
    window.addEventListener('resize', onResize);
    return () => {
      isGone = true;
      window.removeEventListener('resize', onResize);
      chart?.destroy();
    };
  }, [data, i18n.language, t]);
  const total = data.reduce((n, d) => n + d.count, 0);
  return (
    <figure className="figures-chart" data-testid="figures-chart">
      <div ref={box} role="img" aria-label={t('dash.chartAria', { count: total })} />
      <figcaption className="figures-chart__table">
        <table>
          <tbody>
            <tr>
              {data.map((d) => (
                <td key={d.month}>
                  <span>{d.month.slice(5)}/{d.month.slice(0, 4)}</span>
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

