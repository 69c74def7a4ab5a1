#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API tests (PGlite; PostgreSQL too with TEST_DATABASE_URL),
// the reliability checks (scripts/reliability.mjs, about a minute, on a PostgreSQL cluster of their
// own; RELIABILITY=off skips them), then the browser tests. Stops at the first failing step and
// exits non-zero. The checks of the first group (the two typechecks and lint) run side by side,
// their output printed whole when each ends: on two cores they took 35 to 55 s one after the other.
// The reliability checks run beside the unit and API tests (their output printed whole when they
// end; RELIABILITY_BESIDE=off runs them after): they use their own PostgreSQL cluster and the
// server bundle, which no unit or API test reads.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const checks = [
  ['typecheck (server, domain, tests)', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ...(existsSync('packages/web/tsconfig.json') ? [['typecheck (web)', 'npx', ['tsc', '-p', 'packages/web/tsconfig.json']]] : []),
  ['lint', 'npx', ['biome', 'lint', '.']],
];
const unitAndApi = ['unit and API tests', 'npx', ['vitest', 'run']];
const reliability = process.env.RELIABILITY !== 'off' ? ['reliability checks (crash, outage, shutdown, several instances, backup)', 'node', ['scripts/reliability.mjs']] : null;
const isBeside = process.env.RELIABILITY_BESIDE !== 'off';
// Each step is a list of commands run side by side (the first one's output streamed, the others' printed whole when they end).
const steps = [reliability && isBeside ? [unitAndApi, reliability] : [unitAndApi]];
if (reliability && !isBeside) steps.push([reliability]);
if (existsSync('e2e/vitest.config.ts')) steps.push([['browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']]]);

// Browser tests take screenshots for people to look at when run directly; the whole suite skips them.
const env = { ...process.env, E2E_SHOTS: process.env.E2E_SHOTS ?? 'off' };

/** Runs a step; `quiet` keeps its output until it ends (steps running side by side). */
function run([name, cmd, args], quiet) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('close', (status) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out}`);
      if (status !== 0) console.error(`=== ${name} failed after ${secs}s`);
      else console.log(`=== ${name} passed in ${secs}s`);
      resolve(status ?? 1);
    });
  });
}

const first = await Promise.all(checks.map((c) => run(c, true)));
const failed = first.find((s) => s !== 0);
if (failed !== undefined) process.exit(failed);
for (const step of steps) {
  const statuses = await Promise.all(step.map((c, i) => run(c, i > 0)));
  const status = statuses.find((x) => x !== 0);
  if (status !== undefined) process.exit(status);
}
