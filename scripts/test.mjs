#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API tests (PGlite; PostgreSQL too with TEST_DATABASE_URL),
// the reliability checks (scripts/reliability.mjs, about a minute, on a PostgreSQL cluster of their
// own; RELIABILITY=off skips them), then the browser tests. Stops at the first failing step and
// exits non-zero.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['typecheck (server, domain, tests)', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['biome', 'lint', '.']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
];
if (process.env.RELIABILITY !== 'off') steps.push(['reliability checks (crash, outage, shutdown, several instances, backup)', 'node', ['scripts/reliability.mjs']]);
if (existsSync('packages/web/tsconfig.json')) steps.splice(1, 0, ['typecheck (web)', 'npx', ['tsc', '-p', 'packages/web/tsconfig.json']]);
if (existsSync('e2e/vitest.config.ts')) steps.push(['browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']]);

// Browser tests take screenshots for people to look at when run directly; the whole suite skips them.
const env = { ...process.env, E2E_SHOTS: process.env.E2E_SHOTS ?? 'off' };
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`=== ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`=== ${name} passed in ${secs}s`);
}
