import { defineResource, text } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { Drizzle } from '../db/client.js';
import { AppError } from './errors.js';
import { nextCode } from './numbering.js';

const L = (vi: string, en: string) => ({ vi, en });
const contract = defineResource({
  name: 'zz_numbered',
  path: 'zz-numbered',
  label: L('Hợp đồng', 'Contract'),
  subject: 'SETTING',
  module: 'x.numbered',
  numbering: { field: 'code', pattern: '{kind}-{###}' },
  fields: { code: text({ required: true, max: 12, unique: true, label: L('Mã', 'Code') }), kind: text({ max: 200, label: L('Loại', 'Kind') }) },
});
/** A handle that fails any query: the refusal must come before the database is asked. */
const noDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('queried the database');
    },
  },
) as unknown as Drizzle;

describe('nextCode', () => {
  it('refuses, before any query, a code that could not fit its column (the pattern takes raw input)', async () => {
    const err = await nextCode(noDb, contract, { kind: 'X'.repeat(5000) }, new Date(), true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).issues).toEqual([{ field: 'code', key: 'validation.maxLength', params: { max: 12 } }]);
  });
});
