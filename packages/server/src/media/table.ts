/** The media table (spec §3 Media item: id, file name, url, plus what storage and serving need). */
import { bigint, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const mediaTable = pgTable(
  'media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    created_date: ts('created_date').notNull().defaultNow(),
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
  (t) => [index('media_created_idx').on(t.created_date, t.id), index('media_created_by_idx').on(t.created_by, t.created_date)],
);

export type MediaRow = typeof mediaTable.$inferSelect;
export const mediaTables = { media: mediaTable };
