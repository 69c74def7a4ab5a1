/**
 * Per-record documents (issue 34, ADR 0018): a resource declares printable documents, each a
 * template given as data (a title, a subtitle, an optional photo, sections of fields and of child
 * or line tables), rendered by the server as .docx or .xlsx at `GET /<path>/{id}/document/<name>`
 * under the record's read rule (engine/documents.ts). Values are written as a person reads them in
 * the caller's language: enum labels, reference titles, dates as DD/MM/YYYY in Asia/Ho_Chi_Minh.
 */
import type { Label } from './fields.js';

/** One part of a document, under its own heading. */
export type DocumentSection =
  /** Label | value rows of the record's own fields. */
  | { kind: 'fields'; title: Label; fields: readonly string[] }
  /**
   * A table of a child resource's records whose `field` references the record, read with the
   * engine's list under the child's own access rule (a caller who may not read them gets "no
   * records"), in the child's list order, at most `max` (100).
   */
  | { kind: 'children'; title: Label; resource: string; field: string; columns: readonly string[]; max?: number }
  /** A table of the record's declared lines (`lines[].key`, or the line resource's name). */
  | { kind: 'lines'; title: Label; key: string; columns: readonly string[] };

export type DocumentTemplate = {
  title: Label;
  /** A line under the title: `{field}` placeholders filled with the record's values, e.g. '{full_name} ({code})'. */
  subtitle?: string;
  /** A media field holding a photo (docx only), fetched as the caller: left out when they may not see it. */
  photo?: string;
  sections: readonly DocumentSection[];
  /** Numbered headings (I., II., ...). */
  isNumbered?: boolean;
};

export type DocumentDecl = {
  /** In the path: lower case, digits and dashes. */
  name: string;
  label: Label;
  kind: 'docx' | 'xlsx';
  template: DocumentTemplate;
  /** The file's name without extension, `{field}` placeholders allowed; the label and the title otherwise. */
  fileName?: Label;
  /**
   * Spec paths for the same document, `/api/v1/<alias>/{id}` and `/api/v1/<alias>?id=` (the staff
   * profile's `staff-export-word`).
   */
  aliases?: readonly string[];
};

const NAME = /^[a-z][a-z0-9-]*$/;

/** `{field}` placeholders of a pattern. */
export const placeholderFields = (pattern: string): string[] => [...pattern.matchAll(/\{([a-z][a-z0-9_]*)\}/g)].map((m) => m[1] as string);

/**
 * The declaration's own checks (the record's fields; children and lines are checked against their
 * resources at load, engine/documents.ts `checkDocuments`).
 */
export function checkDocumentDecls(resource: string, docs: readonly DocumentDecl[], known: (field: string) => boolean): void {
  const names = new Set<string>();
  for (const d of docs) {
    if (!NAME.test(d.name) || names.has(d.name)) throw new Error(`${resource}: document name ${d.name} is invalid or repeated`);
    names.add(d.name);
    const fields = [
      ...placeholderFields(d.template.subtitle ?? ''),
      ...placeholderFields(d.fileName?.vi ?? ''),
      ...placeholderFields(d.fileName?.en ?? ''),
      ...(d.template.photo ? [d.template.photo] : []),
      ...d.template.sections.flatMap((s) => (s.kind === 'fields' ? s.fields : [])),
    ];
    for (const f of fields) if (!known(f)) throw new Error(`${resource}: document ${d.name} names unknown field ${f}`);
    if (d.kind === 'xlsx' && d.template.photo) throw new Error(`${resource}: document ${d.name}: a photo goes in a docx only`);
  }
}
