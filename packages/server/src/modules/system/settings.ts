/**
 * System settings (spec §7 /systems_settings, login setting GET/PUT, web title GET): login
 * settings in app_setting; the site title, logos, favicon and social icons are `category` rows
 * (TITLE, LOGO_*, SOCIAL_ICON) whose media ids point at uploads (the media module stores files).
 */
import { category, translate } from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../http/kit.js';
import { c } from '../../auth/service.js';
import { loginSettings, loginSettingsSchema, saveLoginSettings } from '../../auth/settings.js';
import { mailOutbox } from '../../auth/tables.js';
import { tableFor } from '../../db/tables.js';
import { writeActivity } from '../../engine/activity.js';
import { authorize, requireUser } from '../../engine/context.js';
import { badRequest, forbidden } from '../../engine/errors.js';
import { mediaTable } from '../../media/table.js';

const LOGO_TYPES = ['LOGO_LOGIN', 'LOGO_ADMIN', 'LOGO_1', 'LOGO_2', 'LOGO_3', 'LOGO_4'] as const;
const mediaId = z.number().int().positive().nullable().optional();
const logosBody = z
  .object({ LOGO_LOGIN: mediaId, LOGO_ADMIN: mediaId, LOGO_1: mediaId, LOGO_2: mediaId, LOGO_3: mediaId, LOGO_4: mediaId, favicon: mediaId })
  .strict();
const LOGO_MIMES = ['image/png', 'image/jpeg'];
const FAVICON_MIMES = ['image/x-icon', 'image/vnd.microsoft.icon'];

const titleBody = z.object({ title: z.string().trim().min(1).max(255), title_en: z.string().trim().max(255).optional() }).strict();

export function registerSettingsRoutes(app: FastifyInstance): void {
  const tags = ['system.settings'];

  app.get('/api/v1/systems_settings', {
    schema: { tags, summary: 'Login settings' },
    handler: async (req) => {
      authorize(req.ctx, 'view', 'SETTING_LOGIN');
      return { success: true, data: await loginSettings(req.ctx.database.db) };
    },
  });

  app.put('/api/v1/systems_settings', {
    schema: { tags, summary: 'Change login settings (all fields, as GET returns them)' },
    handler: async (req) => {
      const user = authorize(req.ctx, 'edit', 'SETTING_LOGIN');
      const db = req.ctx.database.db;
      const before = await loginSettings(db);
      const value = parseBody(loginSettingsSchema.partial().strict(), req.body);
      const next = loginSettingsSchema.parse({ ...before, ...value });
      await saveLoginSettings(db, next, user.id, req.ctx.now());
      await writeActivity(db, req.ctx, {
        module: 'system.settings',
        tableName: 'app_setting',
        action: 'update',
        origin: before,
        updated: next,
        description: 'login settings',
      });
      return { success: true, data: next, message: translate(req.ctx.lang, 'success.updated') };
    },
  });

  app.get('/api/v1/systems_settings/title', {
    config: { isPublic: true },
    schema: { tags, summary: 'Site title, logos (media ids), favicon and social icons: public, the sign-in page needs them' },
    handler: async (req) => {
      const t = tableFor(category);
      const rows = (await req.ctx.database.db
        .select({
          type: c(t, 'type'),
          name: c(t, 'name'),
          name_en: c(t, 'name_en'),
          value: c(t, 'value'),
          value_en: c(t, 'value_en'),
          link: c(t, 'link'),
          icon: c(t, 'icon'),
          icon_dark: c(t, 'icon_dark'),
          id: c(t, 'id'),
        })
        .from(t)
        .where(and(eq(c(t, 'state'), 'ACTIVE'), inArray(c(t, 'type'), ['TITLE', 'SOCIAL_ICON', ...LOGO_TYPES])))
        .orderBy(c(t, 'ordering'), desc(c(t, 'id')))) as {
        type: string;
        name: string;
        name_en: string | null;
        value: string | null;
        link: string | null;
        icon: number | null;
        icon_dark: number | null;
        id: number;
      }[];
      const title = rows.find((r) => r.type === 'TITLE');
      const logos: Record<string, number | null> = {};
      for (const l of LOGO_TYPES) logos[l] = rows.find((r) => r.type === l)?.icon ?? null;
      return {
        success: true,
        data: {
          title: title?.value ?? title?.name ?? '',
          title_en: title?.name_en ?? '',
          logos,
          favicon: title?.icon ?? null,
          social_icons: rows
            .filter((r) => r.type === 'SOCIAL_ICON')
            .map((r) => ({ id: r.id, name: r.name, link: r.link, icon: r.icon, icon_dark: r.icon_dark })),
        },
      };
    },
  });

  app.put('/api/v1/systems_settings/title', {
    schema: { tags, summary: 'Change the site title (vi, en)' },
    handler: async (req) => {
      const user = authorize(req.ctx, 'edit', 'SETTING');
      const body = parseBody(titleBody, req.body);
      const db = req.ctx.database.db;
      const t = tableFor(category);
      const [existing] = (await db
        .select({ id: c(t, 'id'), name: c(t, 'name'), name_en: c(t, 'name_en'), value: c(t, 'value') })
        .from(t)
        .where(and(eq(c(t, 'type'), 'TITLE'), eq(c(t, 'state'), 'ACTIVE')))
        .limit(1)) as { id: number; name: string; name_en: string | null; value: string | null }[];
      const values = { name: body.title, name_en: body.title_en ?? null, value: body.title, updated_by: user.id, updated_date: req.ctx.now() };
      if (existing)
        await db
          .update(t)
          .set(values)
          .where(eq(c(t, 'id'), existing.id));
      else await db.insert(t).values({ ...values, type: 'TITLE', created_by: user.id });
      await writeActivity(db, req.ctx, {
        resource: category,
        action: 'update',
        recordId: existing?.id ?? null,
        origin: existing ?? null,
        updated: { name: body.title, name_en: body.title_en ?? null },
        suffix: 'title',
      });
      return { success: true, data: { title: body.title, title_en: body.title_en ?? '' }, message: translate(req.ctx.lang, 'success.updated') };
    },
  });

  app.put('/api/v1/systems_settings/logos', {
    schema: { tags, summary: 'Set the logos (png or jpg) and the favicon (.ico) by uploaded media id; null clears one' },
    handler: async (req) => {
      const user = authorize(req.ctx, 'edit', 'SETTING');
      const body = parseBody(logosBody, req.body);
      const db = req.ctx.database.db;
      const ids = Object.values(body).filter((v): v is number => typeof v === 'number');
      const media =
        ids.length === 0
          ? []
          : await db
              .select({ id: mediaTable.id, mime: mediaTable.mime, ext: mediaTable.ext, is_public: mediaTable.is_public })
              .from(mediaTable)
              .where(inArray(mediaTable.id, ids));
      const byId = new Map(media.map((m) => [Number(m.id), m]));
      const issues: { field: string; key: 'validation.refNotFound' | 'media.invalidType'; params?: Record<string, string> }[] = [];
      for (const [field, id] of Object.entries(body)) {
        if (typeof id !== 'number') continue;
        const m = byId.get(id);
        // Logos and the favicon show on the sign-in page, before anyone signs in: public files only.
        if (!m?.is_public) issues.push({ field, key: 'validation.refNotFound', params: { label: field } });
        else if (field === 'favicon' ? !(FAVICON_MIMES.includes(m.mime) || m.ext === 'ico') : !LOGO_MIMES.includes(m.mime)) {
          issues.push({ field, key: 'media.invalidType', params: { allowed: field === 'favicon' ? '.ico' : '.png, .jpg' } });
        }
      }
      if (issues.length > 0) throw badRequest(issues);
      const t = tableFor(category);
      const now = req.ctx.now();
      const setIcon = async (type: string, icon: number | null, name: string) => {
        const [row] = (await db
          .select({ id: c(t, 'id'), icon: c(t, 'icon') })
          .from(t)
          .where(and(eq(c(t, 'type'), type), eq(c(t, 'state'), 'ACTIVE')))
          .limit(1)) as { id: number; icon: number | null }[];
        if (row)
          await db
            .update(t)
            .set({ icon, updated_by: user.id, updated_date: now })
            .where(eq(c(t, 'id'), row.id));
        else await db.insert(t).values({ type, name, name_en: name, icon, created_by: user.id, updated_by: user.id });
        return row?.icon ?? null;
      };
      const origin: Record<string, unknown> = {};
      const updated: Record<string, unknown> = {};
      for (const l of LOGO_TYPES) {
        const v = body[l];
        if (v === undefined) continue;
        origin[l] = await setIcon(l, v, `Logo ${l.replace('LOGO_', '').toLowerCase()}`);
        updated[l] = v;
      }
      if (body.favicon !== undefined) {
        origin.favicon = await setIcon('TITLE', body.favicon, 'Cổng thông tin nội bộ THACO');
        updated.favicon = body.favicon;
      }
      await writeActivity(db, req.ctx, { resource: category, action: 'update', origin, updated, suffix: 'logos', description: 'logos and favicon' });
      return { success: true, data: updated, message: translate(req.ctx.lang, 'success.updated') };
    },
  });

  app.get('/api/v1/mail-outbox', {
    schema: { tags, summary: 'Mails the portal sent or queued (administrators only: they contain reset codes)' },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      if (!user.isAdmin) throw forbidden();
      const rows = await req.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200);
      return { success: true, data: { items: rows, totalRows: rows.length, page: 1, limit: 200 } };
    },
  });
}
