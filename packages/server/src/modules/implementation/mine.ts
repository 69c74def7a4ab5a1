/**
 * "My projects" (issue 40, ADR 0021): the projects the caller is an active member of, whatever
 * broad rights they hold, with their position(s) there, the project's status, progress and its
 * open and late checklist items: the member's way into their workspaces. One statement; the late
 * count reads the (project_id, is_done, due_date) index.
 */
import { implementationChecklist, implementationProject, implementationSettingPosition, implementationUser } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../engine/context.js';
import { vnDay } from './index.js';

export type MyProject = {
  id: number;
  code: string;
  name: string;
  name_en: string | null;
  status: string;
  start_date: string | null;
  end_date: string | null;
  progress: number;
  positions: { code: string; name: string; name_en: string | null }[];
  open: number;
  late: number;
};

export function myProjectsRoutes(app: FastifyInstance): void {
  app.get('/api/v1/implementation-project/mine', {
    schema: {
      tags: [implementationProject.module],
      summary: 'My projects: the projects the caller is a member of, with their position(s), status, progress and open and late checklist items',
    },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', implementationProject.subject);
      const today = vnDay(req.ctx.now());
      const [p, m, s, l] = [implementationProject, implementationUser, implementationSettingPosition, implementationChecklist].map((r) => sql.identifier(r.name));
      const res = (await req.ctx.database.db.execute(sql`
        SELECT p.id, p.code, p.name, p.name_en, p.status, p.start_date::text AS start_date, p.end_date::text AS end_date,
          CASE WHEN p.category_weight = 0 THEN 0 ELSE round(100 * p.category_done / p.category_weight, 2) END::text AS progress,
          (SELECT json_agg(json_build_object('code', s.code, 'name', s.name, 'name_en', s.name_en) ORDER BY s.ordering, s.id)
             FROM ${m} mm JOIN ${s} s ON s.id = mm.position_id
            WHERE mm.project_id = p.id AND mm.state = 'ACTIVE' AND mm.staff_id IN (SELECT id FROM staff WHERE account_id = ${user.id} AND state = 'ACTIVE')) AS positions,
          (SELECT count(*) FROM ${l} i WHERE i.project_id = p.id AND i.is_done = false AND i.state = 'ACTIVE')::int AS open,
          (SELECT count(*) FROM ${l} i WHERE i.project_id = p.id AND i.is_done = false AND i.due_date < ${today}::date AND i.state = 'ACTIVE')::int AS late
        FROM ${p} p
        WHERE p.state = 'ACTIVE' AND p.id IN (SELECT project_id FROM ${m} WHERE state = 'ACTIVE' AND staff_id IN (SELECT id FROM staff WHERE account_id = ${user.id} AND state = 'ACTIVE'))
        ORDER BY CASE p.status WHEN 'IN_PROGRESS' THEN 0 WHEN 'PLANNING' THEN 1 WHEN 'ON_HOLD' THEN 2 ELSE 3 END, p.name, p.id
        LIMIT 200`)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
      const rows = (Array.isArray(res) ? res : res.rows) ?? [];
      const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
      const items: MyProject[] = rows.map((r) => ({
        id: Number(r.id),
        code: String(r.code),
        name: String(r.name),
        name_en: (r.name_en as string | null) ?? null,
        status: String(r.status),
        start_date: (r.start_date as string | null) ?? null,
        end_date: (r.end_date as string | null) ?? null,
        progress: Number(r.progress),
        positions: json<MyProject['positions'] | null>(r.positions) ?? [],
        open: Number(r.open),
        late: Number(r.late),
      }));
      return { success: true, data: { items, totalRows: items.length } };
    },
  });
}
