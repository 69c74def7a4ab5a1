#!/usr/bin/env node
// The engine for the project areas (issue 34), held against a throwaway project-like area: makes a
// git worktree of the current tree (the working tree as it is, uncommitted and new files included),
// declares the area of scripts/project-area/declarations.ts in it with no module code, generates its
// migration with `npm run db:generate`, and runs its API test (scripts/project-area/project-area.test.ts)
// with the tests that walk every declared resource (scope tables, rendered SQL, migration drift).
// The area has no demo rows (its test counts its records), so the demo-coverage test is left out.
// Prints the time of every step; the worktree is removed unless --keep.
//
//   node scripts/project-area.mjs [--keep]
//
// Set TEST_DATABASE_URL to include the PostgreSQL run, as CI does.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linkDependencies } from './lib/worktree.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HERE = join(ROOT, 'scripts', 'project-area');
const isKept = process.argv.includes('--keep');
const timings = [];

const run = (step, cmd, args, opts = {}) => {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  timings.push([step, (Date.now() - started) / 1000, r.status ?? 1]);
  return r.status ?? 1;
};
const out = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

// The working tree as a commit (a temporary index, so the real one is left alone).
const index = join(mkdtempSync(join(tmpdir(), 'portal-area-index-')), 'index');
const env = { ...process.env, GIT_INDEX_FILE: index };
out('git', ['read-tree', 'HEAD'], { cwd: ROOT, env });
out('git', ['add', '-A'], { cwd: ROOT, env });
const tree = out('git', ['write-tree'], { cwd: ROOT, env });
// A clean CI clone has no identity configured; the commit is a throwaway one.
const who = {
  GIT_AUTHOR_NAME: 'project-area',
  GIT_AUTHOR_EMAIL: 'project-area@localhost',
  GIT_COMMITTER_NAME: 'project-area',
  GIT_COMMITTER_EMAIL: 'project-area@localhost',
};
const commit = out('git', ['commit-tree', tree, '-p', 'HEAD', '-m', 'project-area: the working tree'], { cwd: ROOT, env: { ...process.env, ...who } });

const dir = mkdtempSync(join(tmpdir(), 'portal-project-area-'));
rmSync(dir, { recursive: true, force: true });
if (run('git worktree', 'git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT }) !== 0) process.exit(1);

linkDependencies(ROOT, dir);

// The area's declarations and its test, where an engineer would put them (imports rewritten).
const area = join(dir, 'packages/domain/src/resources/implementation');
mkdirSync(area, { recursive: true });
writeFileSync(join(area, 'zz-project-area.ts'), readFileSync(join(HERE, 'declarations.ts'), 'utf8').replaceAll('../../packages/domain/src/', '../../'));
writeFileSync(
  join(dir, 'packages/server/test/project-area.test.ts'),
  readFileSync(join(HERE, 'project-area.test.ts'), 'utf8').replaceAll('../../packages/server/test/', './').replaceAll('../../packages/server/src/', '../src/'),
);

let status = run('db:generate (index, coverage, migration)', 'npm', ['run', 'db:generate', '--', 'project_area'], { cwd: dir });
if (status === 0) status = run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], { cwd: dir });
if (status === 0) {
  const files = [
    'packages/server/test/project-area.test.ts',
    'packages/server/src/engine/scope-tables.test.ts',
    'packages/server/src/db/render-sql.test.ts',
    'packages/server/test/engine/db.test.ts',
  ];
  status = run('the area test and the walks over every resource', 'npx', ['vitest', 'run', ...files], { cwd: dir });
}
console.log('\n=== project area: timings');
for (const [step, secs, st] of timings) console.log(`${step}: ${secs.toFixed(1)} s (exit ${st})`);
if (isKept) console.log(`kept: ${dir}`);
else spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'inherit' });
rmSync(dirname(index), { recursive: true, force: true });
process.exit(status);
