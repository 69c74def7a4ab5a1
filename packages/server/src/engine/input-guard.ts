import { translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * The largest request body any route takes (the app's `bodyLimit`): the biggest real payloads, a
 * record with two 1,000,000-character rich texts or a bulk create, fit; past it the answer is a 400
 * `error.payloadTooLarge` before anything is parsed.
 */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * How deeply objects and arrays may nest in a JSON body. Real payloads nest a few levels (lines of
 * a record, a permission matrix); a 10,000-deep body would parse, then overflow the stack of
 * whatever walks it recursively (JSON.stringify for the activity log, validation, the database's
 * jsonb parser): a 500. Refused with a 400 before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests objects or arrays deeper than `max`: one pass over the text, brackets
 * inside strings ignored, no recursion and nothing allocated, so it costs the same for any input.
 */
export function isJsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (isInString) {
      // A backslash escapes the next character (an escaped quote does not end the string).
      if (ch === 0x5c) i++;
      else if (ch === 0x22) isInString = false;
    } else if (ch === 0x22) isInString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** True when a string anywhere in the value (keys included) holds U+0000. */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte in a query string, a path parameter or a JSON
 * body would reach the database and fail there (a 500). No valid input contains one, so such a
 * request is refused up front with a 400, before any handler reads or writes anything.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // JSON bodies: the depth is checked on the text, then Fastify's own parser (prototype-poisoning
  // checks kept) reads it. Size: the app's bodyLimit (MAX_BODY_BYTES), a 400 in app.ts.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (isJsonTooDeep(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'error.jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
  app.addHook('preHandler', async (req, reply) => {
    if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body)) {
      return reply.status(400).send({ success: false, message: translate(req.ctx?.lang ?? 'vi', 'error.nulCharacter') });
    }
  });
}
