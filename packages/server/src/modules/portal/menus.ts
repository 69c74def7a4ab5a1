/**
 * Menus (spec §5): a menu's link includes its parent's path, and a menu hangs under a parent of
 * its own placement group. "No overlap in a group" is the declared unique constraint (one link per
 * group); trees refuse cycles in the engine. The same rule serves the main menus and the top menu.
 */
import type { Resource, Row } from '@portal/domain';
import { menu, topMenu } from '@portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import { type BeforeChangeHook, defineModule } from '../../engine/module.js';

/** Whether `link` lies under `parent`: the same address or a path below it. */
export function isUnderLink(link: string, parent: string): boolean {
  if (link === parent) return true;
  return link.startsWith(parent.endsWith('/') ? parent : `${parent}/`);
}

const pick = (data: Row, existing: Row | null, k: string): unknown => (Object.hasOwn(data, k) ? data[k] : existing?.[k]);

function refuse(r: Resource, field: string, key: 'validation.menuUnderParent' | 'validation.menuChildrenOutside' | 'validation.menuParentGroup', params: Record<string, string> = {}): never {
  throw new AppError(400, 'error.validation', {}, [{ field, key, params }], r);
}

/** The rule for one resource (a `group` field, when it has one, must match the parent's). */
function linkUnderParent(r: Resource): BeforeChangeHook {
  const t = tableFor(r);
  const col = (n: string) => t[n] as AnyPgColumn;
  const hasGroup = r.columnByName.has('group');
  return async ({ tx, data, existing }) => {
    const parentId = pick(data, existing, 'parent_id') as number | null | undefined;
    const link = pick(data, existing, 'link') as string | null | undefined;
    if (parentId != null) {
      const [parent] = await (tx as Drizzle)
        .select({ link: col('link'), ...(hasGroup && { group: col('group') }) })
        .from(t)
        .where(eq(col('id'), parentId))
        .limit(1);
      // A missing parent is the engine's reference check; nothing to compare here.
      if (parent) {
        if (hasGroup && parent.group !== pick(data, existing, 'group')) refuse(r, 'parent_id', 'validation.menuParentGroup');
        if (parent.link && link && !isUnderLink(link, String(parent.link))) refuse(r, 'link', 'validation.menuUnderParent', { parent: String(parent.link) });
      }
    }
    // A parent whose link changes keeps its children under it.
    if (existing && Object.hasOwn(data, 'link') && link && link !== existing.link) {
      const children = await (tx as Drizzle)
        .select({ link: col('link') })
        .from(t)
        .where(and(eq(col('parent_id'), Number(existing.id)), eq(col('state'), 'ACTIVE'), ne(col('id'), Number(existing.id))))
        .limit(500);
      const stray = children.find((c) => c.link && !isUnderLink(String(c.link), link));
      if (stray) refuse(r, 'link', 'validation.menuChildrenOutside', { child: String(stray.link) });
    }
    return undefined;
  };
}

export const menuModule = defineModule({ resource: menu, hooks: { beforeChange: [linkUnderParent(menu)] } });
export const topMenuModule = defineModule({ resource: topMenu, hooks: { beforeChange: [linkUnderParent(topMenu)] } });
