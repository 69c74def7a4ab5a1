/**
 * Runs once before the API tests (the `api` project in vitest.config.ts; the unit tests do without):
 * prepares the template databases every test file starts from (templates.ts), or finds the ones an
 * earlier run left for the same inputs. The workers are forked after this and inherit the
 * environment it sets.
 */
import { linkSync, rmSync } from 'node:fs';
import { dropRunDatabases, ensurePgliteTemplate, ensurePgTemplate, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, RUN_ENV, templateKey } from './templates.js';

export default async function setup(): Promise<() => void> {
  const started = Date.now();
  const key = templateKey();
  const { file, built } = await ensurePgliteTemplate(key);
  // The workers read the run's own name for it (a hard link, no copy): another checkout's run may
  // clear this key's tarball while they still open it for each file.
  const mine = file.replace(/\.tar$/, `-${process.pid}.tar`);
  let handed = file;
  try {
    rmSync(mine, { force: true });
    linkSync(file, mine);
    handed = mine;
  } catch {
    // a file system without hard links: the shared name, kept for the last used keys anyway
  }
  process.env[PGLITE_TEMPLATE_ENV] = handed;
  // Names this run's PostgreSQL databases (harness.ts), so that its teardown drops what is left of
  // them (the files drop theirs in the background, and each worker keeps a spare copy ahead).
  const run = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
  process.env[RUN_ENV] = run;
  if (process.env.TEST_DATABASE_URL) process.env[PG_TEMPLATE_ENV] = await ensurePgTemplate(process.env.TEST_DATABASE_URL, key);
  console.log(
    `template databases ${key}: PGlite ${built ? 'built' : 'reused'}${process.env.TEST_DATABASE_URL ? ', PostgreSQL ready' : ''} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return async () => {
    if (handed !== file) rmSync(handed, { force: true });
    if (process.env.TEST_DATABASE_URL) await dropRunDatabases(process.env.TEST_DATABASE_URL, run);
  };
}
