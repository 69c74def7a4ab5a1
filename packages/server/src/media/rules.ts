/**
 * Upload rules of spec §5: which extensions each kind of upload takes, how large it may be, and
 * which detected contents (magic bytes, `file-type`) each extension must really have.
 */
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@portal/domain';

export type UploadKind = 'image' | 'logo' | 'favicon' | 'attachment' | 'large';
export type UploadRule = { kind: UploadKind; exts: readonly string[]; maxBytes: number };

const IMAGE_EXTS = ['png', 'gif', 'jpeg', 'jpg'] as const;
const OFFICE_EXTS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
const ATTACHMENT_EXTS = [...OFFICE_EXTS, 'pdf', 'zip', 'rar', '7z', 'txt', 'csv', ...IMAGE_EXTS, 'mp4'] as const;

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: { kind: 'image', exts: IMAGE_EXTS, maxBytes: IMAGE_MAX_BYTES },
  logo: { kind: 'logo', exts: ['png', 'jpg', 'jpeg'], maxBytes: IMAGE_MAX_BYTES },
  favicon: { kind: 'favicon', exts: ['ico', 'png'], maxBytes: IMAGE_MAX_BYTES },
  attachment: { kind: 'attachment', exts: ATTACHMENT_EXTS, maxBytes: ATTACHMENT_MAX_BYTES },
  large: { kind: 'large', exts: [...ATTACHMENT_EXTS, 'mp3'], maxBytes: UPLOAD_MAX_BYTES },
};

/** Detected `file-type` extensions each claimed extension may have; null means "plain text". */
export const CONTENT_OF: Record<string, readonly (string | null)[]> = {
  png: ['png'],
  gif: ['gif'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  ico: ['ico'],
  pdf: ['pdf'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  // OOXML documents are zip files; file-type names them when it can see their parts.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  // Legacy Office documents are OLE compound files.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  mp4: ['mp4', 'm4v'],
  mp3: ['mp3'],
  txt: [null],
  csv: [null],
};

/** Images the browser may show inline; everything else is served as a download. */
export const INLINE_MIME = new Set(['image/png', 'image/gif', 'image/jpeg']);

export const MIME_OF: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export const extOf = (fileName: string): string => {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return m ? (m[1] ?? '').toLowerCase() : '';
};

/**
 * Picks the rule: a `folder` is a logo upload (a favicon when it names an icon); `kind` asks for
 * one explicitly; a context means an attachment; otherwise image files follow the image rule.
 */
export function ruleFor(q: { folder?: string; kind?: string; context?: string }, ext: string): UploadRule {
  if (q.folder) return /fav|icon/i.test(q.folder) ? UPLOAD_RULES.favicon : UPLOAD_RULES.logo;
  if (q.kind === 'image' || q.kind === 'attachment' || q.kind === 'large') return UPLOAD_RULES[q.kind];
  if (q.context) return UPLOAD_RULES.attachment;
  return (IMAGE_EXTS as readonly string[]).includes(ext) ? UPLOAD_RULES.image : UPLOAD_RULES.attachment;
}

/** Markup a browser could run if it ever sniffed the file as HTML or SVG. */
const MARKUP_RE = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|img|a\s)/i;

/** Plain text: no NUL bytes, valid UTF-8, and nothing that looks like HTML/SVG markup. */
export function isPlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: a character cut at the end of the sampled head is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  return !MARKUP_RE.test(head.toString('latin1'));
}

/** "WxH" from the query: the required size images may not exceed (spec §5). */
export function parseSize(raw: unknown): [number, number] | null {
  if (typeof raw !== 'string') return null;
  const m = /^(\d{1,5})x(\d{1,5})$/i.exec(raw.trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}
