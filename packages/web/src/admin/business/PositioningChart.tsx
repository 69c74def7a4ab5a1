/**
 * A positioning group drawn as a chart (issue 39, ADR 0020): its items placed on the group's two
 * scored axes (0 to 10), the bubble's area the item's weight (market share), the quadrants split
 * at 5; the figures listed under it as a table (what a screen reader reads). A small SVG: no chart
 * library. Read from the group's items (`GET /business-positioning-item?f_group_id=`, the list's
 * rule); shown under the group's form.
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { FormPanelProps } from '../formExtras';

type Item = { id: number; name: string; brand: string | null; x_score: number | string; y_score: number | string; weight: number | string | null; color: string | null };

const WORDS = {
  vi: { title: 'Biểu đồ định vị', item: 'Sản phẩm / đối tượng', brand: 'Thương hiệu', weight: 'Trọng số (%)', empty: 'Nhóm chưa có điểm định vị', aria: 'Biểu đồ định vị: {n} điểm' },
  en: { title: 'Positioning chart', item: 'Item', brand: 'Brand', weight: 'Weight (%)', empty: 'No items in this group yet', aria: 'Positioning chart: {n} items' },
} as const;

/** Colours for brands without one of their own, in order of first appearance. */
const PALETTE = ['#0d3b66', '#e4572e', '#17bebb', '#ffc914', '#76b041', '#8e44ad', '#f28482', '#2a9d8f', '#6c757d', '#d62828'];

const isColour = (v: string) => (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', v) : /^#[0-9a-f]{3,8}$/i.test(v));

/** The plot's frame in SVG units: the drawing scales to its card's width (about 0.85 on a 390 px phone, so its text stays readable). */
const W = 360;
const H = 320;
const PAD = { left: 40, right: 12, top: 12, bottom: 42 };
const PW = W - PAD.left - PAD.right;
const PH = H - PAD.top - PAD.bottom;
const sx = (v: number) => PAD.left + (Math.min(10, Math.max(0, v)) / 10) * PW;
const sy = (v: number) => PAD.top + PH - (Math.min(10, Math.max(0, v)) / 10) * PH;

export function PositioningChart({ id, record }: FormPanelProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const w = WORDS[lang];
  const data = useQuery({
    queryKey: ['business-positioning-item', 'chart', id],
    queryFn: () => api.get<{ items: Item[] }>('business-positioning-item', { f_group_id: id, limit: 200 }, { quietError: true }),
  });
  const items = (data.data?.items ?? []).map((x) => ({ ...x, x: Number(x.x_score), y: Number(x.y_score), share: x.weight === null ? null : Number(x.weight) }));
  const text = (key: string) => String((lang === 'en' && record[`${key}_en`]) || record[key] || '');
  const xLabel = text('x_label');
  const yLabel = text('y_label');
  const brands = [...new Set(items.map((x) => x.brand ?? x.name))];
  // The item's own colour when it is one the browser knows (a hex code, a CSS name), else its brand's.
  const colourOf = (x: (typeof items)[number]) => (x.color && isColour(x.color) ? x.color : PALETTE[brands.indexOf(x.brand ?? x.name) % PALETTE.length]);
  const maxShare = Math.max(1, ...items.map((x) => x.share ?? 0));
  // Area proportional to the weight: radius 5 to 22; no weight, the smallest.
  const radius = (share: number | null) => 5 + (share ? Math.sqrt(share / maxShare) * 17 : 0);
  const nf = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <Card className="admin-card" title={w.title} data-testid="positioning-chart">
      {items.length === 0 && !data.isLoading ? (
        <Empty description={w.empty} />
      ) : (
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={w.aria.replace('{n}', String(items.length))} style={{ width: '100%', maxWidth: 600, height: 'auto', display: 'block', margin: '0 auto' }}>
          <rect x={PAD.left} y={PAD.top} width={PW} height={PH} fill="#fafbfc" stroke="#d9d9d9" />
          {/* The quadrants, split at the middle of each axis, and a light grid at every 2 points. */}
          {[2, 4, 6, 8].map((v) => (
            <g key={v} stroke="#f0f0f0">
              <line x1={sx(v)} x2={sx(v)} y1={PAD.top} y2={PAD.top + PH} />
              <line x1={PAD.left} x2={PAD.left + PW} y1={sy(v)} y2={sy(v)} />
            </g>
          ))}
          <line x1={sx(5)} x2={sx(5)} y1={PAD.top} y2={PAD.top + PH} stroke="#8c8c8c" strokeDasharray="4 4" />
          <line x1={PAD.left} x2={PAD.left + PW} y1={sy(5)} y2={sy(5)} stroke="#8c8c8c" strokeDasharray="4 4" />
          {[0, 5, 10].map((v) => (
            <g key={v} fontSize={12} fill="#595959">
              <text x={sx(v)} y={PAD.top + PH + 14} textAnchor="middle">
                {v}
              </text>
              <text x={PAD.left - 6} y={sy(v) + 4} textAnchor="end">
                {v}
              </text>
            </g>
          ))}
          <text x={PAD.left + PW / 2} y={H - 8} textAnchor="middle" fontSize={13} fontWeight={600} fill="#262626" data-testid="positioning-x-label">
            {xLabel} →
          </text>
          <text x={14} y={PAD.top + PH / 2} textAnchor="middle" fontSize={13} fontWeight={600} fill="#262626" transform={`rotate(-90 14 ${PAD.top + PH / 2})`}>
            {yLabel} →
          </text>
          {/* Larger bubbles first, so the smaller stay on top and can be pointed at. */}
          {[...items]
            .sort((a, b) => (b.share ?? 0) - (a.share ?? 0))
            .map((x) => {
              const cx = sx(x.x);
              const cy = sy(x.y);
              const r = radius(x.share);
              const isRight = cx > PAD.left + PW * 0.75;
              return (
                <g key={x.id} data-testid="positioning-point">
                  <circle cx={cx} cy={cy} r={r} fill={colourOf(x)} fillOpacity={0.55} stroke={colourOf(x)} strokeWidth={1.5}>
                    <title>{`${x.name}${x.brand ? ` (${x.brand})` : ''}: ${nf.format(x.x)}; ${nf.format(x.y)}${x.share !== null ? ` · ${nf.format(x.share)} %` : ''}`}</title>
                  </circle>
                  <text x={isRight ? cx - r - 3 : cx + r + 3} y={cy + 4} fontSize={12} fill="#262626" textAnchor={isRight ? 'end' : 'start'}>
                    {x.name}
                  </text>
                </g>
              );
            })}
        </svg>
      )}
      {items.length > 0 ? (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 420 }}
          style={{ marginTop: 12 }}
          dataSource={items}
          columns={[
            {
              title: w.item,
              dataIndex: 'name',
              render: (v: string, x) => (
                <span>
                  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: colourOf(x), marginRight: 6 }} />
                  {v}
                </span>
              ),
            },
            { title: w.brand, dataIndex: 'brand', render: (v: string | null) => v ?? '—' },
            { title: xLabel, dataIndex: 'x', align: 'right', render: (v: number) => nf.format(v) },
            { title: yLabel, dataIndex: 'y', align: 'right', render: (v: number) => nf.format(v) },
            { title: w.weight, dataIndex: 'share', align: 'right', render: (v: number | null) => (v === null ? '—' : nf.format(v)) },
          ]}
        />
      ) : null}
    </Card>
  );
}
