import type { Issue, Lang, LinesDecl, MessageKey, MessageParams, Resource } from '@portal/domain';
import { columnLabel, resourceByName, translate } from '@portal/domain';

export type FieldError = { field: string; message: string };

/** An error with an HTTP status and a message key, translated into the caller's language at the edge. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly issues: Issue[] = [],
    readonly resource?: Resource,
  ) {
    super(key);
  }
}

export const badRequest = (issues: Issue[], resource?: Resource) => new AppError(400, 'error.validation', {}, issues, resource);
export const notFound = () => new AppError(404, 'error.notFound');
export const forbidden = () => new AppError(403, 'error.forbidden');
export const unauthorized = () => new AppError(401, 'error.unauthorized');

/** Turns issues into `{ field, message }` in the caller's language, with the field's label. */
export function fieldErrors(issues: Issue[], lang: Lang, resource?: Resource): FieldError[] {
  return issues.map((i) => {
    const col = resource?.columnByName.get(i.field);
    const label = col ? columnLabel(col, lang) : ((resource && lineFieldLabel(resource, i.field, lang)) ?? i.field);
    const params: MessageParams = { label, field: i.field, ...i.params };
    if (resource && typeof i.params?.otherField === 'string') {
      const other = resource.columnByName.get(i.params.otherField);
      if (other) params.other = columnLabel(other, lang);
    }
    return { field: i.field, message: translate(lang, i.key, params) };
  });
}

/**
 * The label of a field of a line (`steps[0].mode`: the lines keyed `steps`, their first, its `mode`),
 * at any depth (`items[1].parts[0].price`): each line's resource and position, then the field's
 * label ("Bước phê duyệt 1 - Cần", "Hạng mục 2 - Chi tiết 1 - Đơn giá").
 */
function lineFieldLabel(r: Resource, field: string, lang: Lang): string | undefined {
  const m = /^((?:[A-Za-z_][A-Za-z0-9_]*\[\d+\]\.)+)([A-Za-z_][A-Za-z0-9_]*)$/.exec(field);
  if (!m) return undefined;
  const parts: string[] = [];
  let at: Resource | undefined = r;
  for (const [, key, index] of (m[1] as string).matchAll(/([A-Za-z_][A-Za-z0-9_]*)\[(\d+)\]\./g)) {
    const decl: LinesDecl | undefined = at?.lines?.find((l) => (l.key ?? l.resource) === key);
    at = decl ? resourceByName.get(decl.resource) : undefined;
    if (!at) return undefined;
    parts.push(`${at.label[lang]} ${Number(index) + 1}`);
  }
  const col = at?.columnByName.get(m[2] as string);
  return col ? `${parts.join(' - ')} - ${columnLabel(col, lang)}` : undefined;
}

/**
 * Refusals the database raises itself (a check the server cannot make race-free before the commit,
 * e.g. a deferred constraint trigger: ADR 0025): the module that owns constraint `name` turns the
 * check_violation's DETAIL into its client error. Consulted wherever a write's database error is
 * mapped (`mapDbError`, the app's error handler).
 */
const dbChecks = new Map<string, (detail: string) => AppError>();

export function onCheckViolation(constraint: string, toError: (detail: string) => AppError): void {
  dbChecks.set(constraint, toError);
}

/** The client error of a check_violation (23514) some module claimed, anywhere in `e`'s cause chain; null otherwise. */
export function checkViolationError(e: unknown): AppError | null {
  for (let cur: unknown = e; cur; cur = (cur as { cause?: unknown }).cause) {
    const { code, constraint, detail } = cur as { code?: string; constraint?: string; detail?: string };
    if (code !== '23514' || !constraint) continue;
    const toError = dbChecks.get(constraint);
    if (toError) return toError(detail ?? '');
  }
  return null;
}
