#!/usr/bin/env node
// The suite budget with 150 more entities (issue "The engine for breadth"): makes a throwaway copy
// of the committed tree (git worktree), declares 150 generated entities in it (varied field kinds,
// references between them and to existing entities, workflows, soft deletes, unique codes, filters
// and search), generates their migration with `npm run db:generate`, and runs `npm test` there,
// printing the time of every step. The copy is removed afterwards unless --keep.
//
//   node scripts/breadth-copy.mjs [--count 150] [--keep] [--only-generate]
//
// Set TEST_DATABASE_URL to include the PostgreSQL run, as CI does.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const COUNT = Number(args[args.indexOf('--count') + 1]) > 0 && args.includes('--count') ? Number(args[args.indexOf('--count') + 1]) : 150;
const isKept = args.includes('--keep');

const run = (cmd, cmdArgs, opts = {}) => {
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', ...opts });
  return { status: r.status ?? 1, seconds: (Date.now() - started) / 1000 };
};

const dir = mkdtempSync(join(tmpdir(), 'portal-breadth-'));
rmSync(dir, { recursive: true, force: true });
if (run('git', ['worktree', 'add', '--detach', dir, 'HEAD'], { cwd: ROOT }).status !== 0) process.exit(1);

// Dependencies: the root's installed packages, but the workspace packages of the copy itself.
mkdirSync(join(dir, 'node_modules', '@portal'), { recursive: true });
for (const name of readdirSync(join(ROOT, 'node_modules'))) {
  if (name === '@portal') continue;
  symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
}
for (const name of readdirSync(join(ROOT, 'node_modules', '@portal'))) {
  const own = { domain: 'packages/domain', server: 'packages/server', web: 'packages/web', e2e: 'e2e', bench: 'bench' }[name];
  symlinkSync(own ? join(dir, own) : join(ROOT, 'node_modules', '@portal', name), join(dir, 'node_modules', '@portal', name));
}

// 150 declarations in five areas, each a file of its own, as engineers would add them.
const AREAS = [
  ['administration', 'ADMINISTRATION'],
  ['assets', 'ASSET_MANAGEMENT'],
  ['business', 'BUSINESS_MANAGEMENT'],
  ['implementation', 'IMPLEMENTATION_MANAGEMENT'],
  ['hr', 'HUMAN_RESOURCE_MANAGEMENT'],
];
const WORDS = ['Hồ sơ', 'Hợp đồng', 'Thiết bị', 'Công trình', 'Vật tư', 'Phiếu', 'Báo cáo', 'Kế hoạch', 'Hạng mục', 'Đề xuất'];
const names = Array.from({ length: COUNT }, (_, i) => `zz_breadth_${String(i).padStart(3, '0')}`);
for (const [i, name] of names.entries()) {
  const [area, subject] = AREAS[i % AREAS.length];
  const kind = i % 6;
  const refTarget = i > 0 ? names[Math.floor(i / 2)] : 'category';
  const fields = [
    `code: text({ required: true, max: 30, format: 'code', label: L('Mã', 'Code'), inList: true })`,
    `name: text({ required: true, localized: true, label: L('Tên', 'Name'), inList: true })`,
    `description: longText({ localized: true, label: L('Mô tả', 'Description') })`,
    kind === 0 ? `content: richText({ localized: true, label: L('Nội dung', 'Content') })` : null,
    `amount: money({ label: L('Giá trị', 'Amount'), inList: true })`,
    `quantity: integer({ min: 0, label: L('Số lượng', 'Quantity') })`,
    `is_priority: flag({ label: L('Ưu tiên', 'Priority') })`,
    `start_date: date({ label: L('Ngày bắt đầu', 'Start date'), inList: true })`,
    `end_date: date({ after: 'start_date', label: L('Ngày kết thúc', 'End date') })`,
    `kind: enumOf(['A', 'B', 'C'], { label: L('Loại', 'Kind'), options: { A: { label: L('Loại A', 'Kind A') }, B: { label: L('Loại B', 'Kind B') }, C: { label: L('Loại C', 'Kind C') } } })`,
    `owner_id: ref('account', { label: L('Người phụ trách', 'Owner') })`,
    `parent_item_id: ref('${refTarget}', { label: L('Liên quan', 'Related') })`,
    kind === 1 ? `contact_email: email({ label: L('Email', 'Email') })` : null,
    kind === 2 ? `tags: tags({ label: L('Thẻ', 'Tags') })` : null,
    kind === 3 ? `link: url({ label: L('Liên kết', 'Link') })` : null,
  ].filter(Boolean);
  const extra = [
    kind === 4 ? `workflow: workflows['contentApproval.simple'],` : null,
    kind === 5 ? `deleteMode: 'soft',` : null,
    `constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],`,
  ].filter(Boolean);
  const file = `import { date, enumOf, email, flag, integer, longText, money, ref, richText, tags, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
void workflows;
void [date, enumOf, email, flag, integer, longText, money, ref, richText, tags, text, url];

/** Generated by scripts/breadth-copy.mjs: one of ${COUNT} entities that measure the suite's budget. */
export const ${name.replace(/_(\w)/g, (_, c) => c.toUpperCase())} = defineResource({
  name: '${name}',
  path: '${name.replace(/_/g, '-')}',
  label: L('${WORDS[i % WORDS.length]} ${i}', 'Breadth item ${i}'),
  subject: '${subject}',
  module: '${area}.${name}',
  admin: { area: '${area}', group: L('Nhóm ${i % 7}', 'Group ${i % 7}') },
  titleField: 'name',
  fields: {
    ${fields.join(',\n    ')},
  },
  ${extra.join('\n  ')}
  list: { order: 'created_date desc', sortable: ['code', 'amount', 'start_date'], filters: ['kind', 'owner_id', 'parent_item_id', 'is_priority', 'start_date'], search: ['code', 'name'] },
});
`;
  mkdirSync(join(dir, 'packages/domain/src/resources/zz_breadth'), { recursive: true });
  writeFileSync(join(dir, 'packages/domain/src/resources/zz_breadth', `${name}.ts`), file);
}

const timings = [];
const gen = run('npm', ['run', 'db:generate', '--', 'breadth'], { cwd: dir });
timings.push(['db:generate (150 declarations: index, coverage, migration)', gen.seconds, gen.status]);
let status = gen.status;
if (status === 0 && !args.includes('--only-generate')) {
  const test = run('npm', ['test'], { cwd: dir, env: { ...process.env } });
  timings.push(['npm test', test.seconds, test.status]);
  status = test.status;
}
console.log('\n=== breadth copy: timings');
for (const [step, secs, st] of timings) console.log(`${step}: ${secs.toFixed(1)} s (exit ${st})`);
if (!isKept) {
  run('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
} else {
  console.log(`kept: ${dir}`);
}
process.exit(status);
