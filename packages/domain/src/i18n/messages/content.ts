/**
 * Messages of the content area (about, brand, culture, board messages). None of its own yet: the
 * bundle is here so that a message for these screens has its place.
 * One bundle of the catalogue that `../messages.ts` merges (keys unique across bundles, every key
 * in both languages: messages.test.ts).
 */
export const vi = {} as const;

export const en: Record<keyof typeof vi, string> = {};
