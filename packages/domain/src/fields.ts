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
  /** A short explanation under the field in the admin form (where a display flag shows the record). */
  help?: Label;
};

export type TextField = Common & {
  kind: 'text';
  max: number;
  min?: number;
  localized?: boolean;
  multiline?: boolean;
  /** personName: capitalised, no special characters (spec §5 "Name capitalised"); taxCode: 10 or 13 digits. */
  format?: 'personName' | 'code' | 'taxCode';
  /** The admin form fills a new record's field with the signed-in user's name (an author). */
  defaultFrom?: 'userName';
  /** The value is a declared resource's name (`staff_leave`): screens show that resource's label, never the code. */
  isResourceName?: boolean;
  /**
   * The value is the code of one of the lists of a settings tree (`staff_setting_item`'s
   * `category` = STAFF_TYPE): a list is a node of that tree without a category of its own.
   * Lists send that node's name beside the page, and screens show it, never the code.
   */
  listCodeOf?: string;
  /** The text is sent as a push notification: too long says so (spec §8 "Title over send message"). */
  isPushText?: boolean;
};
export type RichTextField = Common & { kind: 'richText'; max: number; localized?: boolean };
export type IntegerField = Common & { kind: 'integer'; min?: number; max?: number; default?: number };
/**
 * A figure the database computes from other numeric fields of the same record, exactly (a line's
 * amount = quantity × unit price, rounded half away from zero to the field's scale): a stored
 * generated column, so lists sort, filter and roll up on it. The field must be `isReadonly`.
 */
export type Formula = { op: 'mul' | 'add' | 'sub'; of: readonly string[] };
export type NumberField = Common & { kind: 'number'; min?: number; max?: number; scale: number; default?: number; formula?: Formula };
export type MoneyField = Common & { kind: 'money'; min?: number; formula?: Formula };
export type FlagField = Common & {
  kind: 'flag';
  default: boolean;
  /**
   * The negation of another flag (a "hidden" beside a "shown"): the admin form shows one control,
   * the other flag's, and writes this one as its opposite.
   */
  inverseOf?: string;
};
export type DateField = Common & {
  kind: 'date' | 'datetime';
  /** Must be strictly later than this other field (spec §5 "release later than publish"). */
  after?: string;
  /** Must not be earlier than this other field ("effective not before release"). */
  notBefore?: string;
  /** Must be later than now when set or changed ("release later than now"). */
  isFuture?: boolean;
  /** A new record's admin form starts at today in Vietnam (a diary entry's day); dates only. */
  isTodayByDefault?: boolean;
};
/** How an enum value is shown: its label in both languages and a tag colour (spec §9 status colours). */
export type EnumOption = { label: Label; color?: string };
export type EnumField = Common & {
  kind: 'enum';
  values: readonly (string | number)[];
  default?: string | number;
  /** Labels and colours per value, next to the enum (the web's tags, filters and exports use them). */
  options?: Readonly<Record<string, EnumOption>>;
};
export type RefField = Common & {
  kind: 'ref';
  target: string;
  where?: Record<string, string>;
  /**
   * What the admin's picker offers, as list filters of the target (`{ condition: 'IN_STOCK|IN_USE' }`):
   * records that cannot be chosen are not offered. Unlike `where`, the server does not check it:
   * the rule that refuses the others lives in the resource's module, with its own message.
   */
  offer?: Record<string, string>;
  /**
   * For a field of a line (`lines`): what the picker offers, as list filters of the target whose value
   * is a field of the record holding the line, as the form has it (`{ review_cost_id: 'review_cost_id' }`
   * on a quoted price's item: the items of its quotation's review). Not applied while that field is
   * empty. Like `offer`, the server does not check it: the module refuses the others with its own message.
   */
  offerFromParent?: Record<string, string>;
  /**
   * What deleting the referenced record does (a foreign key rule): 'restrict' (default) refuses
   * while this record points at it (409); 'cascade' deletes this record too; 'setNull' clears the field.
   */
  onDelete?: 'restrict' | 'cascade' | 'setNull';
};
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

// Builders keep the options' literal types (required, localized, enum values, targets) so that
// records can be typed from a declaration (`RecordOf<typeof news>`, resource.ts).
export const text = <const O extends Partialize<TextField, 'max'> = Record<never, never>>(o: O = {} as O): TextField & O => ({ kind: 'text', max: TEXT_MAX, ...o });
/** Multi-line text, 1000 characters unless stated (spec §5 "other 1000"). */
export const longText = <const O extends Partialize<TextField, 'max'> = Record<never, never>>(o: O = {} as O): TextField & O => ({
  kind: 'text',
  max: LONG_TEXT_MAX,
  multiline: true,
  ...o,
});
export const richText = <const O extends Partialize<RichTextField, 'max'> = Record<never, never>>(o: O = {} as O): RichTextField & O => ({ kind: 'richText', max: RICH_TEXT_MAX, ...o });
export const integer = <const O extends Opts<IntegerField> = Record<never, never>>(o: O = {} as O): IntegerField & O => ({ kind: 'integer', ...o });
export const number = <const O extends Partialize<NumberField, 'scale'> = Record<never, never>>(o: O = {} as O): NumberField & O => ({ kind: 'number', scale: 6, ...o });
export const money = <const O extends Opts<MoneyField> = Record<never, never>>(o: O = {} as O): MoneyField & O => ({ kind: 'money', min: 0, ...o });
export const flag = <const O extends Partialize<FlagField, 'default'> = Record<never, never>>(o: O = {} as O): FlagField & O => ({ kind: 'flag', default: false, ...o });
export const date = <const O extends Opts<DateField> & { kind?: never } = Record<never, never>>(o: O = {} as O): DateField & O => ({ ...o, kind: 'date' });
export const datetime = <const O extends Opts<DateField> & { kind?: never } = Record<never, never>>(o: O = {} as O): DateField & O => ({ ...o, kind: 'datetime' });
export const enumOf = <const V extends readonly (string | number)[], const O extends Omit<Opts<EnumField>, 'values'> = Record<never, never>>(
  values: V,
  o: O = {} as O,
): EnumField & { values: V } & O => ({
  kind: 'enum',
  ...o,
  values,
});
export const ref = <const T extends string, const O extends Omit<Opts<RefField>, 'target'> = Record<never, never>>(target: T, o: O = {} as O): RefField & { target: T } & O => ({
  kind: 'ref',
  target,
  ...o,
});
export const refs = <const T extends string, const O extends Partialize<Omit<RefsField, 'target'>, 'max'> = Record<never, never>>(target: T, o: O = {} as O): RefsField & { target: T } & O => ({
  kind: 'refs',
  target,
  max: 1000,
  ...o,
});
export const media = <const O extends Omit<Opts<MediaField>, 'accept'> = Record<never, never>>(accept: MediaAccept, o: O = {} as O): MediaField & O => ({ kind: 'media', accept, ...o });
export const mediaList = <const O extends Partialize<Omit<MediaListField, 'accept'>, 'max'> = Record<never, never>>(accept: MediaAccept, o: O = {} as O): MediaListField & O => ({
  kind: 'mediaList',
  accept,
  max: 100,
  ...o,
});
export const tags = <const O extends Partialize<TagsField, 'max' | 'tagMax'> = Record<never, never>>(o: O = {} as O): TagsField & O => ({ kind: 'tags', max: 30, tagMax: 50, ...o });
export const email = <const O extends Opts<EmailField> = Record<never, never>>(o: O = {} as O): EmailField & O => ({ kind: 'email', ...o });
export const phone = <const O extends Opts<PhoneField> = Record<never, never>>(o: O = {} as O): PhoneField & O => ({ kind: 'phone', ...o });
/** Web address: rtmp, http, https (spec §5); `isYoutube` demands a YouTube video link. */
export const url = <const O extends Partialize<UrlField, 'protocols'> = Record<never, never>>(o: O = {} as O): UrlField & O => ({ kind: 'url', protocols: ['http', 'https', 'rtmp'], ...o });
export const youtube = <const O extends Opts<Omit<UrlField, 'protocols' | 'isYoutube'>> = Record<never, never>>(o: O = {} as O): UrlField & O => ({
  kind: 'url',
  protocols: ['http', 'https'],
  isYoutube: true,
  ...o,
});
export const json = <const O extends Opts<JsonField> = Record<never, never>>(o: O = {} as O): JsonField & O => ({ kind: 'json', ...o });
export const latitude = <const O extends Omit<Opts<CoordinateField>, 'axis'> = Record<never, never>>(o: O = {} as O): CoordinateField & O => ({ kind: 'coordinate', axis: 'lat', ...o });
export const longitude = <const O extends Omit<Opts<CoordinateField>, 'axis'> = Record<never, never>>(o: O = {} as O): CoordinateField & O => ({ kind: 'coordinate', axis: 'lng', ...o });

/** The value type of a field in a record (as JSON carries it). */
export type ValueOf<F> = F extends { kind: 'text' | 'richText' | 'email' | 'phone' | 'url' }
  ? string
  : F extends { kind: 'integer' | 'number' | 'money' | 'coordinate' }
    ? number
    : F extends { kind: 'flag' }
      ? boolean
      : F extends { kind: 'date' | 'datetime' }
        ? string
        : F extends { kind: 'enum'; values: readonly (infer V)[] }
          ? V
          : F extends { kind: 'ref' | 'media' }
            ? number
            : F extends { kind: 'refs' | 'mediaList' }
              ? number[]
              : F extends { kind: 'tags' }
                ? string[]
                : unknown;

/** True for fields that expand to `<name>` + `<name>_en`. */
export const isLocalized = (f: Field): boolean => (f.kind === 'text' || f.kind === 'richText') && f.localized === true;

/** Fields whose values are numeric ids of other records. */
export const isIdField = (f: Field): f is RefField | MediaField => f.kind === 'ref' || f.kind === 'media';
export const isIdListField = (f: Field): f is RefsField | MediaListField => f.kind === 'refs' || f.kind === 'mediaList';
