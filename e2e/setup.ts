/**
 * vitest globalSetup for the browser tests: builds the web app (unless `packages/web/dist` is the
 * build of the current inputs, harness.ts buildWeb) and the server bundle once, seeds one data
 * folder that every file's server copies (DATA_TEMPLATE_ENV in harness.ts) and names the folders
 * where the next files' servers wait (SPARE_DIR_ENV), one per file running at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, buildWebInBackground, DATA_ROOT, DATA_TEMPLATE_ENV, hasChromium, prepareDataDir, SPARE_DIR_ENV, startSpare, stopSpares } from './harness.js';

export default async function setup(): Promise<() => Promise<void> | void> {
  if (!hasChromium) return () => undefined;
  // The web builds (when it must) while the template is seeded: the seeding server serves no page,
  // and each keeps about one core busy.
  const web = buildWebInBackground();
  buildServer();
  const dir = mkdtempSync(join(DATA_ROOT, 'portal-e2e-template-'));
  await Promise.all([web, prepareDataDir(dir)]);
  process.env[DATA_TEMPLATE_ENV] = dir;
  const spares = mkdtempSync(join(DATA_ROOT, 'portal-e2e-spare-'));
  process.env[SPARE_DIR_ENV] = spares;
  // The first files' (as many as run at once, e2e/vitest.config.ts).
  const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
  await Promise.all(Array.from({ length: workers }, () => startSpare(spares, dir)));
  return async () => {
    await stopSpares(spares);
    for (const d of [spares, dir]) rmSync(d, { recursive: true, force: true, maxRetries: 3 });
  };
}
