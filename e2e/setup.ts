/**
 * vitest globalSetup for the browser tests: builds the web app once and seeds one data folder that
 * every file's server copies (see DATA_TEMPLATE_ENV in harness.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, DATA_ROOT, DATA_TEMPLATE_ENV, hasChromium, prepareDataDir } from './harness.js';

export default async function setup(): Promise<() => void> {
  if (!hasChromium) return () => undefined;
  buildWeb();
  const dir = mkdtempSync(join(DATA_ROOT, 'portal-e2e-template-'));
  await prepareDataDir(dir);
  process.env[DATA_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
