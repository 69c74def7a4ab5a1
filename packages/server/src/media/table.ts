/** The media table (spec §3 Media item: id, file name, url, plus what storage and serving need). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const mediaTable = pgTable(
  'media',
  {
    /**
     * Not a sequence (issue 36, class 5): a file's id is drawn at random from the 15-digit ids
     * (9 * 10^14 of them, from gen_random_uuid), so no one walks the files by counting; the read
     * check decides every read all the same. `media_new_id()` (migration media_random_ids) draws
     * again on the rare collision.
     */
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`media_new_id()`),
    created_date: ts('created_date').notNull().defaultNow(),
    /** The upload order (ids are random): "newest first" among uploads of one instant. Never sent. */
    upload_seq: bigint('upload_seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    created_by: bigint('created_by', { mode: 'number' }),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    ext: varchar('ext', { length: 10 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    thumbnail_url: varchar('thumbnail_url', { length: 500 }),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** image, favicon, logo, attachment or large (the upload rule that accepted it). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** Spec §3 attachment contexts: DOCUMENT, COMMENT, INTERNAL_ACTIVITY, INTERNAL_ACTIVITY_COMMENT. */
    context: varchar('context', { length: 40 }),
    is_public: boolean('is_public').notNull().default(true),
    storage_key: varchar('storage_key', { length: 300 }).notNull(),
    thumbnail_key: varchar('thumbnail_key', { length: 300 }),
    checksum: varchar('checksum', { length: 64 }).notNull(),
  },
  (t) => [index('media_created_idx').on(t.created_date, t.id), index('media_created_by_idx').on(t.created_by, t.created_date, t.upload_seq)],
);

export type MediaRow = typeof mediaTable.$inferSelect;
export const mediaTables = { media: mediaTable };
