/**
 * Byte columns (ADR 0016, decision 8): a result column whose name ends in `__bytes` reaches the
 * caller as the UTF-8 bytes PostgreSQL sent (a Buffer, outside V8's heap), not as a string. A list
 * page's JSON (60,000 characters of Vietnamese) was decoded into a two-byte string by the driver,
 * then encoded back into UTF-8 to be compressed and sent: half of what an uncached page allocated
 * on the heap, and its collection. The driver always decodes text (node-postgres' protocol parser
 * has no binary mode), so this wraps that parser's packet handler: a RowDescription with such a
 * column marks it, and the DataRows that follow keep its bytes. Other columns and every other query
 * are parsed as before. The query must also keep the value as it comes (`bytesTypes`: pg's text
 * parser would call String() on a Buffer).
 *
 * When the parser is not the one node-postgres loads (another copy, a new version), nothing is
 * wrapped and the column comes as a string: callers take both.
 */
import { createRequire } from 'node:module';
import pg from 'pg';

export const BYTES_SUFFIX = '__bytes';

type Field = { name: string };
type ParserLike = { handlePacket: (offset: number, code: number, length: number, bytes: Buffer) => unknown };
type DataRowClass = new (length: number, fields: unknown[]) => unknown;

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
/** A result ends: CommandComplete, ErrorResponse, EmptyQueryResponse, ReadyForQuery (a notice or notification may come between rows). */
const RESULT_END = new Set([0x43, 0x45, 0x49, 0x5a]);
const marks = Symbol('byteColumns');

let installed: boolean | undefined;

/** Wraps node-postgres' protocol parser once; true when byte columns work. */
export function installByteColumns(): boolean {
  if (installed !== undefined) return installed;
  installed = false;
  try {
    // The copy of pg-protocol that pg itself loads.
    const fromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
    const { Parser } = fromPg('pg-protocol/dist/parser.js') as { Parser: { prototype: ParserLike } };
    const { DataRowMessage } = fromPg('pg-protocol/dist/messages.js') as { DataRowMessage: DataRowClass };
    const proto = Parser.prototype as ParserLike & { [marks]?: boolean[] };
    const handle = proto.handlePacket;
    if (typeof handle !== 'function' || typeof DataRowMessage !== 'function') return false;
    proto.handlePacket = function (this: ParserLike & { [marks]?: boolean[] }, offset, code, length, bytes) {
      const raw = this[marks];
      if (code === DATA_ROW && raw) return dataRow(DataRowMessage, raw, offset, length, bytes);
      const message = handle.call(this, offset, code, length, bytes);
      if (code === ROW_DESCRIPTION) {
        const fields = (message as { fields?: Field[] }).fields ?? [];
        this[marks] = fields.some((f) => f.name.endsWith(BYTES_SUFFIX)) ? fields.map((f) => f.name.endsWith(BYTES_SUFFIX)) : undefined;
      } else if (RESULT_END.has(code)) this[marks] = undefined;
      return message;
    };
    installed = true;
  } catch {
    installed = false;
  }
  return installed;
}

/** A DataRow message as pg-protocol parses it, with the marked columns' bytes copied out (the parser reuses its buffer). */
function dataRow(DataRowMessage: DataRowClass, raw: boolean[], offset: number, length: number, bytes: Buffer): unknown {
  let at = offset;
  const count = bytes.readInt16BE(at);
  at += 2;
  const fields: (string | Buffer | null)[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const len = bytes.readInt32BE(at);
    at += 4;
    if (len === -1) fields[i] = null;
    else {
      if (raw[i]) {
        // A buffer of its own, not a slice of Node's shared pool: a cached page must not keep 8 kB of other data alive.
        const own = Buffer.allocUnsafeSlow(len);
        bytes.copy(own, 0, at, at + len);
        fields[i] = own;
      } else fields[i] = bytes.toString('utf-8', at, at + len);
      at += len;
    }
  }
  return new DataRowMessage(length, fields);
}

const keep = (v: unknown) => v;
/** Type parsers for a query with byte columns: text as it comes (a Buffer stays one), the rest as pg parses it. */
export const bytesTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === pg.types.builtins.TEXT ? keep : pg.types.getTypeParser(oid, format)),
};

/** UTF-8 text from what a byte column gave (a Buffer, or a string when byte columns are not installed). */
export function textOf(v: string | Buffer): string {
  return typeof v === 'string' ? v : v.toString('utf8');
}
