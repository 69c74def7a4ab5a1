/**
 * Runs once before the unit and API tests: prepares the template databases every test file starts
 * from (templates.ts). The workers are forked after this and inherit the environment it sets.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplate, ensurePgTemplate, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, templateKey } from './templates.js';

export default async function setup(): Promise<() => void> {
  const key = templateKey();
  const file = join(tmpdir(), `portal-test-template-${key}-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  if (process.env.TEST_DATABASE_URL) process.env[PG_TEMPLATE_ENV] = await ensurePgTemplate(process.env.TEST_DATABASE_URL, key);
  return () => rmSync(file, { force: true });
}
