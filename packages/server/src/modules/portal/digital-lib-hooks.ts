/** Digital library: YouTube id and thumbnail filled from the link; staff read released items only. */
import type { Row } from '@portal/domain';
import { digitalLib, youtubeId, youtubeThumbnail } from '@portal/domain';
import { type SQL, and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyTable } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import { defineModule } from '../../engine/module.js';
import { scopeNow } from '../../engine/read-scope.js';
import { isCmsReader } from './news-hooks.js';

export function releasedLibrary(t: AnyTable, now: Date): SQL[] {
  const c = (n: string) => t[n] as AnyPgColumn;
  return [
    eq(c('status'), 'RELEASE'),
    eq(c('is_hide'), false),
    or(isNull(c('start_date')), lte(c('start_date'), now)) as SQL,
    or(isNull(c('end_date')), gt(c('end_date'), now)) as SQL,
  ];
}

export const digitalLibModule = defineModule({
  resource: digitalLib,
  hooks: { beforeChange: [fillVideo] },
  access: (ctx, t, { op, isCms }) =>
    op === 'read' && !isCmsReader(ctx, 'DIGITAL_LIBRARY', isCms) ? { replace: [and(...releasedLibrary(t, scopeNow(ctx))) as SQL] } : null,
});

/** The YouTube id and thumbnail follow the link; a video needs one. */
async function fillVideo({ data, existing }: { data: Row; existing: Row | null }): Promise<Row> {
  {
    const out: Row = {};
    if (Object.hasOwn(data, 'video_url')) {
      const id = typeof data.video_url === 'string' ? youtubeId(data.video_url) : null;
      out.youtube_id = id;
      out.thumbnail_url = id ? youtubeThumbnail(id) : null;
    }
    const kind = data.kind ?? existing?.kind;
    const link = Object.hasOwn(data, 'video_url') ? data.video_url : existing?.video_url;
    if (kind === 'VIDEO' && !link) throw new AppError(400, 'error.validation', {}, [{ field: 'video_url', key: 'validation.required' }], digitalLib);
    return out;
  }
}
