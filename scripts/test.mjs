#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API tests (PGlite; PostgreSQL too with TEST_DATABASE_URL),
// the reliability checks (scripts/reliability.mjs, on a PostgreSQL cluster of their own;
// RELIABILITY=off skips them) and the browser tests. Exits non-zero when a step fails.
// - The checks (the two typechecks and lint) run first, side by side, with the server bundle's
//   build (esbuild, a second or two) and the web's when its inputs changed: on two cores the checks
//   took 35 to 55 s one after the other.
// - Then the unit and API tests with the reliability checks beside them (their output printed whole
//   when they end; RELIABILITY_BESIDE=off runs them after): they use their own PostgreSQL cluster.
// - Then the browser tests, two files at a time. BROWSER_BESIDE=on runs them beside the unit and
//   API tests instead; on 2026-11-29 that took as long (507 s against 498 s for the whole, quiet
//   2-core machine, both cores busy either way) and timed out two heavy API tests when another
//   session loaded the machine, so it is not the default. Each runs the server bundle built by the
//   checks and takes its ports below Linux's ephemeral range, so either order works.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const checks = [
  ['typecheck (server, domain, tests)', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ...(existsSync('packages/web/tsconfig.json') ? [['typecheck (web)', 'npx', ['tsc', '-p', 'packages/web/tsconfig.json']]] : []),
  ['lint', 'npx', ['biome', 'lint', '.']],
  // The bundle the reliability checks' and the browser tests' servers run, built once for both.
  ['server bundle', 'node', ['packages/server/scripts/build.mjs']],
  // The web the browser tests' servers serve, when its inputs changed since it was built (e2e/harness.ts
  // buildWeb): built here, not by their set-up beside the API tests, one of which reads packages/web/dist.
  ['web build (when its inputs changed)', 'node', ['--import', 'tsx', '--input-type=module', '-e', "(await import('./e2e/harness.ts')).buildWeb()"]],
];
const unitAndApi = ['unit and API tests', 'npx', ['vitest', 'run']];
const reliability = process.env.RELIABILITY !== 'off' ? ['reliability checks (crash, outage, shutdown, several instances, backup)', 'node', ['scripts/reliability.mjs', '--no-build']] : null;
const browser = existsSync('e2e/vitest.config.ts') ? ['browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']] : null;
const isReliabilityBeside = process.env.RELIABILITY_BESIDE !== 'off';
const isBrowserBeside = process.env.BROWSER_BESIDE === 'on';
// Each step is a list of commands run side by side (the first one's output streamed, the others' printed whole when they end).
const steps = [[unitAndApi, ...(reliability && isReliabilityBeside ? [reliability] : []), ...(browser && isBrowserBeside ? [browser] : [])]];
if (reliability && !isReliabilityBeside) steps.push([reliability]);
if (browser && !isBrowserBeside) steps.push([browser]);

// Browser tests take screenshots for people to look at when run directly; the whole suite skips them.
// The server bundle is built by the checks step (E2E_SERVER_BUILT: the browser tests' set-up does not build it again).
const env = { ...process.env, E2E_SHOTS: process.env.E2E_SHOTS ?? 'off', E2E_SERVER_BUILT: '1' };

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
