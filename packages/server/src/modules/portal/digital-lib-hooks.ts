/** Digital library: YouTube id and thumbnail filled from the link (staff read released items only: the declared published rule). */
import type { PublishedRule, Row } from '@portal/domain';
import { digitalLib, youtubeId, youtubeThumbnail } from '@portal/domain';
import type { SQL } from 'drizzle-orm';
import type { AnyTable } from '../../db/tables.js';
import { AppError } from '../../engine/errors.js';
import { defineModule } from '../../engine/module.js';
import { publishedConditions } from '../../engine/access.js';

/** What the portal shows of the library: the declared published rule (released, shown, within its dates). */
export const releasedLibrary = (t: AnyTable, now: Date): SQL[] => publishedConditions(digitalLib.access?.published as PublishedRule, t, now);

export const digitalLibModule = defineModule({ resource: digitalLib, hooks: { beforeChange: [fillVideo] } });

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
