/**
 * The HTTP kit at the bottom of the server (issue 34): what every route parses and answers the
 * same way. An id is a positive integer of at most 15 digits (a bigint the client can hold); a bad
 * one is a 400 naming its field, never a 404 or a database error.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../engine/errors.js';

export const ID_RE = /^[1-9]\d{0,14}$/;

/** Whether `v` is an id's text. */
export const isId = (v: unknown): v is string => typeof v === 'string' && ID_RE.test(v);

/** `raw` as an id, or a 400 (`error.invalidId`) naming `field`. */
export function idFrom(raw: unknown, field = 'id'): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (!isId(text)) throw new AppError(400, 'error.invalidId', {}, [{ field, key: 'error.invalidId' }]);
  return Number(text);
}

/** The route parameter `param` (`:id`) as an id, or a 400 naming `field`. */
export const parseId = (req: FastifyRequest, param = 'id', field = param): number => idFrom((req.params as Record<string, unknown>)[param] ?? '', field);

/** The success envelope (DESIGN §4), with the message shown to the user when there is one. */
export const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });

/** A body checked against a zod schema; its issues as field errors (400) in the caller's language. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.map((i) => {
      const field = String(i.path[0] ?? '');
      const missing = i.code === 'invalid_type' && (body as Record<string, unknown> | null)?.[field] === undefined;
      if (i.code === 'unrecognized_keys')
        return {
          field: (i as { keys?: string[] }).keys?.[0] ?? field,
          key: 'validation.unknownField' as const,
          params: { field: (i as { keys?: string[] }).keys?.[0] ?? field },
        };
      return { field, key: missing ? ('validation.required' as const) : ('validation.type' as const), params: { label: field } };
    }),
  );
}
