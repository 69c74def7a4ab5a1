/**
 * A project's S-curve (issue 40): planned against actual progress over time, from
 * `GET /implementation-project/summary/{id}/curve` (server modules/implementation/curve.ts), drawn
 * as a small inline SVG drawn at its box's width (a phone's 390 px too; text never stretched): no
 * chart library.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/client';

export type CurvePoint = { date: string; planned: number; actual: number | null };
export type ProjectCurve = { today: string; total: number; points: CurvePoint[] };

const TEXT = {
  vi: { title: 'Đường cong S', planned: 'Kế hoạch', actual: 'Thực tế', today: 'Hôm nay', empty: 'Chưa có đầu việc để vẽ đường cong.', aria: 'Đường cong S: kế hoạch {planned}%, thực tế {actual}% ngày {date}' },
  en: { title: 'S-curve', planned: 'Planned', actual: 'Actual', today: 'Today', empty: 'No checklist items to draw the curve yet.', aria: 'S-curve: planned {planned}%, actual {actual}% on {date}' },
} as const;

const H = 180;
const PAD = { l: 34, r: 10, t: 10, b: 24 };
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;

export function SCurve({ id, lang }: { id: number; lang: 'vi' | 'en' }) {
  const x = TEXT[lang];
  // Drawn at the box's own width, so the labels keep their size on a phone and a wide screen.
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(600);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setW(Math.max(240, Math.round(e?.contentRect.width ?? 600))));
    ro.observe(el);
    return () => ro.disconnect();
  });
  const q = useQuery({ queryKey: ['implementation-project', 'curve', id], queryFn: () => api.get<ProjectCurve>(`implementation-project/summary/${id}/curve`, {}, { quietError: true }) });
  const c = q.data;
  if (!c) return null;
  if (c.points.length < 2) return <p className="s-curve__empty">{x.empty}</p>;
  const pts = c.points;
  const t0 = Date.parse(pts[0]?.date ?? '');
  const span = Math.max(1, Date.parse(pts.at(-1)?.date ?? '') - t0);
  const px = (d: string) => PAD.l + ((Date.parse(d) - t0) / span) * (W - PAD.l - PAD.r);
  const py = (v: number) => PAD.t + (1 - v / 100) * (H - PAD.t - PAD.b);
  const line = (xs: CurvePoint[], v: (p: CurvePoint) => number) => xs.map((p, i) => `${i ? 'L' : 'M'}${px(p.date).toFixed(1)},${py(v(p)).toFixed(1)}`).join(' ');
  const done = pts.filter((p) => p.actual !== null);
  const now = pts.find((p) => p.date === c.today) ?? done.at(-1);
  const fmt = (v: number) => v.toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 });
  const aria = now ? x.aria.replace('{planned}', fmt(now.planned)).replace('{actual}', fmt(now.actual ?? 0)).replace('{date}', dmy(now.date)) : x.title;
  return (
    <figure className="s-curve" data-testid="s-curve" ref={box}>
      <figcaption className="s-curve__legend">
        <strong>{x.title}</strong>
        <span className="s-curve__key s-curve__key--planned">{x.planned}{now ? ` ${fmt(now.planned)}%` : ''}</span>
        <span className="s-curve__key s-curve__key--actual">{x.actual}{now?.actual !== null && now ? ` ${fmt(now.actual ?? 0)}%` : ''}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={aria} className="s-curve__svg">
        {[0, 50, 100].map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={py(v)} y2={py(v)} className="s-curve__grid" />
            <text x={PAD.l - 4} y={py(v) + 4} textAnchor="end" className="s-curve__label">
              {v}%
            </text>
          </g>
        ))}
        {now ? <line x1={px(now.date)} x2={px(now.date)} y1={PAD.t} y2={H - PAD.b} className="s-curve__today" /> : null}
        <path d={line(pts, (p) => p.planned)} className="s-curve__planned" data-testid="s-curve-planned" />
        {done.length ? <path d={line(done, (p) => p.actual ?? 0)} className="s-curve__actual" data-testid="s-curve-actual" /> : null}
        <text x={PAD.l} y={H - 6} className="s-curve__label">
          {dmy(pts[0]?.date ?? '')}
        </text>
        {now ? (
          <text x={px(now.date)} y={H - 6} textAnchor="middle" className="s-curve__label">
            {x.today}
          </text>
        ) : null}
        <text x={W - PAD.r} y={H - 6} textAnchor="end" className="s-curve__label">
          {dmy(pts.at(-1)?.date ?? '')}
        </text>
      </svg>
    </figure>
  );
}
