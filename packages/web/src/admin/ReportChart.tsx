/**
 * The chart of a declared report (issue 16, ADR 0008): one stacked bar per period bucket, a colour
 * per dimension value. uPlot (the same library as the dashboard's figures) loads only when a
 * report is shown, so the console's first load does not grow. uPlot has no stacked bars: each
 * series draws the running total of the groups up to it, the fullest first, so each group shows
 * as its own band of the bar.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ChartSeries = { label: string; color: string; values: number[] };

export default function ReportChart({ labels, series, ariaLabel }: { labels: string[]; series: ChartSeries[]; ariaLabel: string }) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy: () => void; setSize: (s: { width: number; height: number }) => void } | null = null;
    let isGone = false;
    const height = 260;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (isGone) return;
      const xs = labels.map((_, i) => i);
      // Running totals: series i is the sum of groups 0..i; drawn from the fullest down.
      const running: number[][] = [];
      for (const [i, s] of series.entries()) running.push(s.values.map((v, j) => v + (i > 0 ? (running[i - 1]?.[j] ?? 0) : 0)));
      const order = series.map((_, i) => i).reverse();
      const max = Math.max(1, ...(running.at(-1) ?? [0]));
      // Labels on at most ~12 ticks, so 30 daily bars stay readable on a phone.
      const every = Math.max(1, Math.ceil(labels.length / Math.max(4, Math.floor((el.clientWidth || 600) / 70))));
      chart = new UPlot(
        {
          width: el.clientWidth || 600,
          height,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false, range: [-0.6, labels.length - 0.4] }, y: { range: () => [0, Math.ceil(max * 1.15)] } },
          axes: [
            {
              values: (_u: unknown, splits: number[]) => splits.map((s) => (Number.isInteger(s) && s % every === 0 ? (labels[s] ?? '') : '')),
              splits: () => xs,
              grid: { show: false },
            },
            { values: (_u: unknown, splits: number[]) => splits.map((s) => (Number.isInteger(s) ? s.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'vi-VN') : '')), grid: { stroke: '#eef1f6' } },
          ],
          series: [
            {},
            ...order.map((i) => ({
              label: series[i]?.label ?? '',
              stroke: series[i]?.color ?? '#0d3b66',
              fill: series[i]?.color ?? '#0d3b66',
              paths: UPlot.paths.bars?.({ size: [0.6, 48] }),
              points: { show: false },
            })),
          ],
        },
        [xs, ...order.map((i) => running[i] ?? [])],
        el,
      );
    });
    // Follows the box's width (the menu folding, the window, a phone turning), not only the window's.
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
    observer.observe(el);
    return () => {
      isGone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [labels, series, i18n.language]);
  return <div ref={box} className="report-chart" role="img" aria-label={ariaLabel} data-testid="report-chart" />;
}
