/**
 * A project's S-curve (issue 40, ADR 0021): planned against actual progress over time, in percent
 * of the weight the roll-up counts (the active items under the project's active packages, a
 * deleted package's subtree left out), computed in one SQL statement.
 *
 * - Planned at day d: each item's weight spread evenly over its package's planned dates (a package
 *   without dates takes its parent's, a root the project's), summed: Σ weight × clamp((d − start) /
 *   (end − start), 0, 1) / Σ weight.
 * - Actual at day d (up to today): the weight of the items done on or before d (their done date)
 *   over the same total; none after today.
 * - Points: about 40 evenly spaced days from the earliest planned start (or the project's start) to
 *   the latest planned end (or the project's end, or the last completion), today among them.
 */
import { implementationCategory, implementationChecklist, implementationProject } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/client.js';

export type CurvePoint = { date: string; planned: number; actual: number | null };
export type ProjectCurve = { today: string; total: number; points: CurvePoint[] };

/** About this many points on the curve. */
const POINTS = 40;

export async function projectCurve(db: Drizzle, projectId: number, today: string): Promise<ProjectCurve> {
  if (!Number.isSafeInteger(projectId) || !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('projectCurve: bad id or day');
  const [k, i, p] = [implementationCategory, implementationChecklist, implementationProject].map((r) => sql.identifier(r.name));
  const res = (await db.execute(sql`
    WITH RECURSIVE proj AS (SELECT start_date, end_date FROM ${p} WHERE id = ${projectId}),
    live AS (
      SELECT c.id, coalesce(c.planned_start, (SELECT start_date FROM proj)) AS ps, coalesce(c.planned_end, (SELECT end_date FROM proj)) AS pe
        FROM ${k} c WHERE c.project_id = ${projectId} AND c.parent_id IS NULL AND c.state = 'ACTIVE'
      UNION ALL
      SELECT c.id, coalesce(c.planned_start, l.ps), coalesce(c.planned_end, l.pe) FROM ${k} c JOIN live l ON c.parent_id = l.id WHERE c.state = 'ACTIVE'
    ),
    items AS (
      SELECT x.weight AS w, CASE WHEN x.is_done THEN coalesce(x.done_date, (x.updated_date AT TIME ZONE 'Asia/Ho_Chi_Minh')::date) END AS done_on,
             coalesce(l.ps, l.pe) AS ps, coalesce(l.pe, l.ps) AS pe
        FROM ${i} x JOIN live l ON l.id = x.category_id WHERE x.state = 'ACTIVE' AND x.weight > 0
    ),
    span AS (
      SELECT least(min(ps), (SELECT start_date FROM proj), min(done_on)) AS a,
             greatest(max(pe), (SELECT end_date FROM proj), max(done_on)) AS b, sum(w) AS total
        FROM items
    ),
    days AS (
      SELECT d::date AS d FROM span, generate_series(span.a, span.b, make_interval(days => greatest(1, ceil((span.b - span.a) / ${POINTS}::numeric)::int))) d
      UNION SELECT b FROM span UNION SELECT ${today}::date FROM span WHERE ${today}::date BETWEEN span.a AND span.b
    )
    SELECT days.d::text AS date, span.total::text AS total,
      round(100 * (SELECT coalesce(sum(w * CASE WHEN ps IS NULL THEN (days.d >= span.b)::int
                                              WHEN days.d >= pe THEN 1 WHEN days.d <= ps THEN 0
                                              ELSE (days.d - ps)::numeric / (pe - ps) END), 0) FROM items) / span.total, 2)::text AS planned,
      CASE WHEN days.d <= ${today}::date THEN round(100 * (SELECT coalesce(sum(w), 0) FROM items WHERE done_on <= days.d) / span.total, 2)::text END AS actual
    FROM days, span WHERE span.total > 0 ORDER BY days.d`)) as unknown as { rows?: Record<string, string | null>[] } | Record<string, string | null>[];
  const rows = (Array.isArray(res) ? res : res.rows) ?? [];
  return {
    today,
    total: Number(rows[0]?.total ?? 0),
    points: rows.map((r) => ({ date: String(r.date), planned: Number(r.planned), actual: r.actual === null || r.actual === undefined ? null : Number(r.actual) })),
  };
}
