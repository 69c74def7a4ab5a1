/**
 * Calls as the spec makes them (spec §7, issue 37): "payloads may be wrapped in a params object,
 * optionally encoded; PUT adds a marker". One hook, before any handler reads its input, turns
 * every such form into today's plain one, on every route:
 *
 * - body `{ "params": { ...payload } }` (the object alone, with at most the marker beside it);
 * - body `{ "params": "<encoded payload>" }`;
 * - query `?params=<payload>` (plain JSON or encoded), or `params[key]=value` pairs; keys given
 *   outside `params` win over the same keys inside it; arrays join with `|` (the lists' several
 *   values), numbers and booleans become their text.
 *
 * The spec does not say which encoding, so the three a client uses are read: JSON text as it is,
 * URI-encoded JSON (`encodeURIComponent(JSON.stringify(p))`) and base64 (standard or URL-safe,
 * padding optional) of either (`btoa(encodeURIComponent(JSON.stringify(p)))` keeps Vietnamese
 * text intact). Anything else, or a payload that is not a JSON object (an array for a body), is a
 * 400 `error.paramsMalformed` before anything is read or written.
 *
 * The marker: `_method: "PUT"` (Laravel's method spoofing, any case), at the top of the body, in
 * the payload or in the query; it is removed before validation, so strict schemas do not refuse
 * it. It does not change the method: an update is sent as PUT. Another `_method` value is left
 * for validation to refuse as an unknown field.
 *
 * After unwrapping, the payload is the plain body: unknown keys are refused as before.
 */
import { pickLang } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../engine/errors.js';
import { isJsonTooDeep, MAX_JSON_DEPTH } from '../engine/input-guard.js';

/** The envelope's key and the PUT marker's key and value. */
export const PARAMS_KEY = 'params';
export const MARKER_KEY = '_method';
export const MARKER_VALUE = 'PUT';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);
const isMarker = (v: unknown) => typeof v === 'string' && v.toUpperCase() === MARKER_VALUE;

const malformed = () => new AppError(400, 'error.paramsMalformed', {}, [{ field: PARAMS_KEY, key: 'error.paramsMalformed' }]);

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** JSON text, parsed; undefined when it is not JSON or nests too deeply. */
function parseJson(text: string): unknown {
  const s = text.trim();
  if (!(s.startsWith('{') || s.startsWith('['))) return undefined;
  if (isJsonTooDeep(s, MAX_JSON_DEPTH)) throw new AppError(400, 'error.jsonTooDeep', { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/** JSON text that may be URI-encoded. */
function parseMaybeUri(text: string): unknown {
  const plain = parseJson(text);
  if (plain !== undefined) return plain;
  if (!text.includes('%')) return undefined;
  try {
    return parseJson(decodeURIComponent(text));
  } catch {
    return undefined;
  }
}

/**
 * An encoded payload: JSON, URI-encoded JSON, or base64 of either. Undefined when it is none of them.
 * Exported for tests.
 */
export function decodeParams(raw: string): unknown {
  const direct = parseMaybeUri(raw);
  if (direct !== undefined) return direct;
  // A query string turns a base64 '+' into a space.
  const b64 = raw.trim().replace(/ /g, '+');
  if (b64.length === 0 || !BASE64.test(b64)) return undefined;
  const text = Buffer.from(b64.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return parseMaybeUri(text);
}

/** The payload of a `params` value: an object as it is, a string decoded; else a 400. */
function payloadOf(v: unknown, allowArray: boolean): Obj | unknown[] {
  const p = typeof v === 'string' ? decodeParams(v) : v;
  if (isObj(p) || (allowArray && Array.isArray(p))) return p;
  throw malformed();
}

const withoutMarker = <T>(o: T): T => {
  if (!isObj(o) || !(MARKER_KEY in o) || !isMarker(o[MARKER_KEY])) return o;
  const { [MARKER_KEY]: _m, ...rest } = o;
  return rest as T;
};

/** A body in the plain form: unwrapped from `params` (only key, marker aside), decoded, marker removed. */
export function plainBody(body: unknown): unknown {
  if (!isObj(body)) return body;
  const keys = Object.keys(body);
  const isEnvelope = keys.includes(PARAMS_KEY) && keys.every((k) => k === PARAMS_KEY || (k === MARKER_KEY && isMarker(body[MARKER_KEY])));
  if (!isEnvelope) return withoutMarker(body);
  const payload = payloadOf(body[PARAMS_KEY], true);
  return Array.isArray(payload) ? payload : withoutMarker(payload);
}

/** A query value as the list parser reads it: text; arrays joined by `|`. */
function queryText(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean')) return v.map(String).join('|');
  // A nested object: kept as JSON text, for the route's own check to refuse.
  return JSON.stringify(v);
}

const BRACKET = /^params\[([^\]]+)\]$/;

/** A query in the plain form: `params` (encoded or not) and `params[key]` merged in, marker removed. Undefined when unchanged. */
export function plainQuery(query: unknown): Obj | undefined {
  if (!isObj(query)) return undefined;
  const keys = Object.keys(query);
  const hasEnvelope = keys.some((k) => k === PARAMS_KEY || BRACKET.test(k));
  const hasMarker = MARKER_KEY in query && isMarker(query[MARKER_KEY]);
  if (!hasEnvelope && !hasMarker) return undefined;
  const out: Obj = {};
  const inner: Obj = {};
  for (const k of keys) {
    const v = query[k];
    if (k === PARAMS_KEY) {
      // A repeated `params` is ambiguous: refused.
      if (typeof v !== 'string') throw malformed();
      Object.assign(inner, payloadOf(v, false));
      continue;
    }
    const m = BRACKET.exec(k);
    if (m) {
      inner[m[1] as string] = v;
      continue;
    }
    if (k === MARKER_KEY && isMarker(v)) continue;
    out[k] = v;
  }
  for (const [k, v] of Object.entries(withoutMarker(inner))) {
    if (k in out) continue;
    const text = queryText(v);
    if (text !== undefined) out[k] = text;
  }
  return out;
}

/** Registers the hook (app.ts): every route, before validation and the input guard's checks. */
export function registerParamsEnvelope(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const query = plainQuery(req.query);
    if (query) {
      req.query = query;
      // The caller's language may come inside the envelope.
      if (req.ctx && query.lang !== undefined) req.ctx.lang = pickLang(query.lang, req.headers['accept-language']);
    }
    if (req.body !== undefined) req.body = plainBody(req.body);
  });
}

/** What the OpenAPI document says of it (app.ts puts it in the document's description and components). */
export const PARAMS_DOC = {
  description: [
    'Every route also takes its input in the forms the spec\'s client sends (§7):',
    '- a JSON body wrapped as `{"params": {...}}`, or `{"params": "<encoded>"}`;',
    '- a query `?params=<encoded or plain JSON object>` or `params[key]=value` pairs (keys outside `params` win; arrays join with `|`);',
    '- encodings read: JSON text, URI-encoded JSON (`encodeURIComponent(JSON.stringify(p))`), base64 or base64url of either (`btoa(encodeURIComponent(JSON.stringify(p)))`);',
    '- the PUT marker `"_method": "PUT"` (beside `params`, inside it, or in the query) is accepted and removed before validation; it does not change the method.',
    'A malformed `params` is a 400 (`error.paramsMalformed`) and nothing is written; unknown keys of the unwrapped payload are refused as in the plain form.',
  ].join('\n'),
  schema: {
    type: 'object',
    description: 'The spec §7 envelope: the payload as `params`, an object or its encoded text, with the optional PUT marker',
    required: [PARAMS_KEY],
    properties: {
      [PARAMS_KEY]: {
        oneOf: [
          { type: 'object', description: 'The payload as the plain body' },
          { type: 'string', description: 'The payload as JSON text, URI-encoded JSON, or base64/base64url of either' },
        ],
      },
      [MARKER_KEY]: { type: 'string', enum: ['PUT', 'put'], description: 'The PUT marker: accepted and removed; the request is still sent as PUT' },
    },
    additionalProperties: false,
  },
} as const;
