/**
 * The field DSL: every entity field is declared once with one of these builders, and the server
 * (columns, validation, filters, indexes) and the web (widgets, columns, inline rules) derive
 * everything from the declaration.
 */
import { LONG_TEXT_MAX, RICH_TEXT_MAX, TEXT_MAX } from './constants.js';

export type Label = { vi: string; en: string };

type Common = {
  /** Must be given on create and may not be cleared on update. For localized fields: the Vietnamese one. */
  required?: boolean;
  label?: Label;
  /** Never leaves the server (password hashes, tokens); cannot be filtered or sorted on. */
  isPrivate?: boolean;
  /** Set by the server only; clients cannot write it (mass-assignment guard). */
  isReadonly?: boolean;
  /** Unique among all rows (text compares case-insensitively). */
  unique?: boolean;
  /** Shown as a column in admin lists. */
  inList?: boolean;
};

export type TextField = Common & {
  kind: 'text';
  max: number;
  min?: number;
  localized?: boolean;
  multiline?: boolean;
  /** personName: capitalised, no special characters (spec §5 "Name capitalised"). */
  format?: 'personName' | 'code';
};
export type RichTextField = Common & { kind: 'richText'; max: number; localized?: boolean };
export type IntegerField = Common & { kind: 'integer'; min?: number; max?: number; default?: number };
export type NumberField = Common & { kind: 'number'; min?: number; max?: number; scale: number; default?: number };
export type MoneyField = Common & { kind: 'money'; min?: number };
export type FlagField = Common & { kind: 'flag'; default: boolean };
export type DateField = Common & {
  kind: 'date' | 'datetime';
  /** Must be strictly later than this other field (spec §5 "release later than publish"). */
  after?: string;
  /** Must not be earlier than this other field ("effective not before release"). */
  notBefore?: string;
  /** Must be later than now when set or changed ("release later than now"). */
  isFuture?: boolean;
};
export type EnumField = Common & { kind: 'enum'; values: readonly (string | number)[]; default?: string | number };
export type RefField = Common & { kind: 'ref'; target: string; where?: Record<string, string> };
export type RefsField = Common & { kind: 'refs'; target: string; max: number };
export type MediaAccept = 'image' | 'favicon' | 'logo' | 'attachment' | 'audio' | 'video' | 'any';
export type MediaField = Common & { kind: 'media'; accept: MediaAccept; size?: readonly [number, number]; placement?: string };
export type MediaListField = Common & { kind: 'mediaList'; accept: MediaAccept; max: number; min?: number };
export type TagsField = Common & { kind: 'tags'; max: number; tagMax: number };
export type EmailField = Common & { kind: 'email' };
export type PhoneField = Common & { kind: 'phone' };
export type UrlField = Common & { kind: 'url'; protocols: readonly string[]; isYoutube?: boolean };
export type JsonField = Common & { kind: 'json' };
export type CoordinateField = Common & { kind: 'coordinate'; axis: 'lat' | 'lng' };

export type Field =
  | TextField
  | RichTextField
  | IntegerField
  | NumberField
  | MoneyField
  | FlagField
  | DateField
  | EnumField
  | RefField
  | RefsField
  | MediaField
  | MediaListField
  | TagsField
  | EmailField
  | PhoneField
  | UrlField
  | JsonField
  | CoordinateField;

export type FieldKind = Field['kind'];

type Opts<T> = Omit<T, 'kind'>;
type Partialize<T, K extends keyof T> = Omit<Opts<T>, K> & Partial<Pick<T, K>>;

export const text = (o: Partialize<TextField, 'max'> = {}): TextField => ({ kind: 'text', max: TEXT_MAX, ...o });
/** Multi-line text, 1000 characters unless stated (spec §5 "other 1000"). */
export const longText = (o: Partialize<TextField, 'max'> = {}): TextField => ({ kind: 'text', max: LONG_TEXT_MAX, multiline: true, ...o });
export const richText = (o: Partialize<RichTextField, 'max'> = {}): RichTextField => ({ kind: 'richText', max: RICH_TEXT_MAX, ...o });
export const integer = (o: Opts<IntegerField> = {}): IntegerField => ({ kind: 'integer', ...o });
export const number = (o: Partialize<NumberField, 'scale'> = {}): NumberField => ({ kind: 'number', scale: 6, ...o });
export const money = (o: Opts<MoneyField> = {}): MoneyField => ({ kind: 'money', min: 0, ...o });
export const flag = (o: Partialize<FlagField, 'default'> = {}): FlagField => ({ kind: 'flag', default: false, ...o });
export const date = (o: Opts<DateField> & { kind?: never } = {}): DateField => ({ kind: 'date', ...o });
export const datetime = (o: Opts<DateField> & { kind?: never } = {}): DateField => ({ kind: 'datetime', ...o });
export const enumOf = <const V extends readonly (string | number)[]>(values: V, o: Opts<EnumField> | Omit<Opts<EnumField>, 'values'> = {}): EnumField => ({
  kind: 'enum',
  ...o,
  values,
});
export const ref = (target: string, o: Omit<Opts<RefField>, 'target'> = {}): RefField => ({ kind: 'ref', target, ...o });
export const refs = (target: string, o: Partialize<Omit<RefsField, 'target'>, 'max'> = {}): RefsField => ({ kind: 'refs', target, max: 1000, ...o });
export const media = (accept: MediaAccept, o: Omit<Opts<MediaField>, 'accept'> = {}): MediaField => ({ kind: 'media', accept, ...o });
export const mediaList = (accept: MediaAccept, o: Partialize<Omit<MediaListField, 'accept'>, 'max'> = {}): MediaListField => ({
  kind: 'mediaList',
  accept,
  max: 100,
  ...o,
});
export const tags = (o: Partialize<TagsField, 'max' | 'tagMax'> = {}): TagsField => ({ kind: 'tags', max: 30, tagMax: 50, ...o });
export const email = (o: Opts<EmailField> = {}): EmailField => ({ kind: 'email', ...o });
export const phone = (o: Opts<PhoneField> = {}): PhoneField => ({ kind: 'phone', ...o });
/** Web address: rtmp, http, https (spec §5); `isYoutube` demands a YouTube video link. */
export const url = (o: Partialize<UrlField, 'protocols'> = {}): UrlField => ({ kind: 'url', protocols: ['http', 'https', 'rtmp'], ...o });
export const youtube = (o: Opts<Omit<UrlField, 'protocols' | 'isYoutube'>> = {}): UrlField => ({
  kind: 'url',
  protocols: ['http', 'https'],
  isYoutube: true,
  ...o,
});
export const json = (o: Opts<JsonField> = {}): JsonField => ({ kind: 'json', ...o });
export const latitude = (o: Omit<Opts<CoordinateField>, 'axis'> = {}): CoordinateField => ({ kind: 'coordinate', axis: 'lat', ...o });
export const longitude = (o: Omit<Opts<CoordinateField>, 'axis'> = {}): CoordinateField => ({ kind: 'coordinate', axis: 'lng', ...o });

/** True for fields that expand to `<name>` + `<name>_en`. */
export const isLocalized = (f: Field): boolean => (f.kind === 'text' || f.kind === 'richText') && f.localized === true;

/** Fields whose values are numeric ids of other records. */
export const isIdField = (f: Field): f is RefField | MediaField => f.kind === 'ref' || f.kind === 'media';
export const isIdListField = (f: Field): f is RefsField | MediaListField => f.kind === 'refs' || f.kind === 'mediaList';
