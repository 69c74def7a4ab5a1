/**
 * The breadth engine on throwaway resources (ADR 0004): the access rule on every operation
 * (owner and audience), declared no-overlap and unique constraints as 409s naming the field, trees
 * (path, cycles refused, subtree moves), rich text sanitised for every rich-text field, and the
 * module list checked at start.
 */
import { type Resource, type buildAbility, contentApproval, resourceByName, datetime, defineResource, enumOf, ref, refs, resources, richText, role, text } from '@portal/domain';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { tableFor } from '../../src/db/tables.js';
import { declaredDdl, subtreeCondition } from '../../src/engine/constraints.js';
import { readTree } from '../../src/engine/tree.js';
import type { Ctx } from '../../src/engine/context.js';
import { AppError } from '../../src/engine/errors.js';
import { defineModule, installModules } from '../../src/engine/module.js';
import { withPathParams } from '../../src/engine/actions.js';
import { changeStatus, createRecord, deleteRecord, getRecord, listRecords, sanitizeRichColumns, updateRecord } from '../../src/engine/service.js';
import { modules } from '../../src/modules/index.js';
import { parseListQuery } from '@portal/domain';
import { dbKinds, freshDatabase, userCtx } from '../harness.js';

const publication = defineResource({
  name: 'zz_test_publication',
  path: 'zz-test-publication',
  label: { vi: 'Ấn phẩm', en: 'Publication' },
  subject: 'MARKETING',
  module: 'test.publication',
  titleField: 'title',
  fields: {
    title: text({ required: true }),
    body: richText({ localized: true }),
    access_scope: enumOf(['PUBLIC', 'LIMITED'], { default: 'PUBLIC' }),
    staff_ids: refs('account', { max: 100 }),
  },
  workflow: contentApproval.simple,
  access: { owner: true, audience: { scopeField: 'access_scope', staffField: 'staff_ids' } },
});

const booking = defineResource({
  name: 'zz_test_booking',
  path: 'zz-test-booking',
  label: { vi: 'Đặt phòng', en: 'Booking' },
  subject: 'BOOKING_ROOM',
  module: 'test.booking',
  fields: {
    room: text({ required: true, max: 20 }),
    code: text({ max: 20 }),
    start_time: datetime({ required: true }),
    end_time: datetime({ required: true, after: 'start_time' }),
  },
  deleteMode: 'soft',
  constraints: [
    { kind: 'noOverlap', key: ['room'], from: 'start_time', to: 'end_time', isActiveOnly: true, errorField: 'start_time' },
    { kind: 'unique', fields: ['code'], isActiveOnly: true },
  ],
});

const unit = defineResource({
  name: 'zz_test_unit',
  path: 'zz-test-unit',
  label: { vi: 'Đơn vị', en: 'Unit' },
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'test.unit',
  titleField: 'name',
  fields: { name: text({ required: true }), parent_id: ref('zz_test_unit') },
  tree: { parentField: 'parent_id' },
  computed: {
    child_count: {
      label: { vi: 'Số đơn vị con', en: 'Sub-units' },
      kind: 'integer',
      sql: `SELECT count(*) FROM zz_test_unit c WHERE c.parent_id = $id AND c.state = 'ACTIVE'`,
      reads: ['zz_test_unit'],
    },
  },
});

/** Members of a unit, filtered through their unit's parent (spec's f_requestStaff_department_id shape). */
const member = defineResource({
  name: 'zz_test_member',
  path: 'zz-test-member',
  label: { vi: 'Thành viên', en: 'Member' },
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'test.member',
  titleField: 'name',
  fields: { name: text({ required: true }), unit_id: ref('zz_test_unit', { required: true }) },
  list: { through: { unit_parent_id: { ref: 'unit_id', field: 'parent_id' } } },
});

const throwaway = [publication, booking, unit, member];

describe.each(dbKinds(import.meta.url))('breadth engine on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ctxFor = (id: number, rules: Parameters<typeof buildAbility>[0]): Ctx => userCtx(database, id, rules);
  const rights = (subject: Parameters<typeof buildAbility>[0][number]['subject'], ...actions: string[]) =>
    actions.map((action) => ({ action, subject })) as Parameters<typeof buildAbility>[0];
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      return e instanceof AppError ? `${e.status}:${e.key}${e.issues[0] ? `:${e.issues[0].field}:${e.issues[0].key}` : ''}` : String(e);
    }
    return 'ok';
  };

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
    await migrate(database);
    const tables = Object.fromEntries(throwaway.map((r) => [r.name, tableFor(r)]));
    for (const s of await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables))) await database.exec(s);
    for (const d of declaredDdl(throwaway)) await database.exec(d.sql);
    // Staff chosen for Limited records must exist (references are checked).
    await database.exec(
      `INSERT INTO account (id, username, full_name, role_ids) OVERRIDING SYSTEM VALUE VALUES (211, 'u211', 'Nguyen Van A', '{}'), (212, 'u212', 'Tran Thi B', '{}')`,
    );
  });
  afterAll(async () => drop());

  it('applies the access rule to list, get, update, delete and status: an editor cannot touch what the rule hides', async () => {
    const authorA = ctxFor(201, rights('MARKETING', 'view', 'edit'));
    const authorB = ctxFor(202, rights('MARKETING', 'view', 'edit'));
    const approver = ctxFor(203, rights('MARKETING', 'view', 'approve'));
    const own = await createRecord(authorA, publication, { title: 'Ấn phẩm của A' });
    const id = Number(own.id);
    // B sees nothing of A's record, through any operation.
    expect(await failure(getRecord(authorB, publication, id))).toBe('404:error.notFound');
    expect(await failure(updateRecord(authorB, publication, id, { title: 'B sửa' }))).toBe('404:error.notFound');
    expect(await failure(deleteRecord(authorB, publication, id))).toBe('404:error.notFound');
    expect(await failure(changeStatus(authorB, publication, id, 'WAITING'))).toBe('404:error.notFound');
    const q = parseListQuery(publication, {});
    if (!q.ok) throw new Error('query');
    expect((await listRecords(authorB, publication, q.query)).items.map((r) => r.id)).not.toContain(id);
    // The author and a holder of approve may.
    expect((await updateRecord(authorA, publication, id, { title: 'A sửa' })).title).toBe('A sửa');
    expect((await changeStatus(authorA, publication, id, 'WAITING')).status).toBe('WAITING');
    expect((await changeStatus(approver, publication, id, 'RELEASE')).status).toBe('RELEASE');
    expect((await getRecord(approver, publication, id)).title).toBe('A sửa');
  });

  it('audience: a Limited record is visible to its chosen staff and hidden from everyone else', async () => {
    const wide = ctxFor(210, rights('MARKETING', 'view', 'edit', 'viewAll'));
    const chosen = ctxFor(211, rights('MARKETING', 'view'));
    const other = ctxFor(212, rights('MARKETING', 'view'));
    const limited = await createRecord(wide, publication, { title: 'Chỉ cho người được chọn', access_scope: 'LIMITED', staff_ids: [211] });
    const open = await createRecord(wide, publication, { title: 'Cho mọi người', access_scope: 'PUBLIC' });
    // Readers with "view" only on an owner-ruled resource see their own: widen owner with the audience
    // rule alone by reading through a resource that has no owner rule.
    const audienceOnly = { ...publication, access: { audience: { scopeField: 'access_scope', staffField: 'staff_ids' } } };
    const ids = async (c: Ctx) => {
      const q = parseListQuery(audienceOnly, { limit: '-1' });
      if (!q.ok) throw new Error('query');
      return (await listRecords(c, audienceOnly, q.query)).items.map((r) => Number(r.id));
    };
    expect(await ids(chosen)).toEqual(expect.arrayContaining([Number(limited.id), Number(open.id)]));
    expect(await ids(other)).toContain(Number(open.id));
    expect(await ids(other)).not.toContain(Number(limited.id));
    expect(await failure(getRecord(other, audienceOnly, Number(limited.id)))).toBe('404:error.notFound');
  });

  it('refuses an overlapping booking of the same room with 409 naming the field; other rooms and inactivated rows do not block', async () => {
    const c = ctxFor(220, rights('BOOKING_ROOM', 'view', 'edit'));
    const first = await createRecord(c, booking, {
      room: 'P.301',
      code: 'B-1',
      start_time: '2026-12-01T09:00:00+07:00',
      end_time: '2026-12-01T10:00:00+07:00',
    });
    const overlap = createRecord(c, booking, { room: 'P.301', start_time: '2026-12-01T09:30:00+07:00', end_time: '2026-12-01T11:00:00+07:00' });
    expect(await failure(overlap)).toBe('409:error.overlap:start_time:validation.overlap');
    // Touching ends do not overlap ('[)'), another room is free.
    expect(await failure(createRecord(c, booking, { room: 'P.301', start_time: '2026-12-01T10:00:00+07:00', end_time: '2026-12-01T11:00:00+07:00' }))).toBe(
      'ok',
    );
    expect(await failure(createRecord(c, booking, { room: 'P.302', start_time: '2026-12-01T09:30:00+07:00', end_time: '2026-12-01T10:30:00+07:00' }))).toBe(
      'ok',
    );
    // Moving a booking onto another is refused too, and the failed write leaves nothing behind.
    const later = await createRecord(c, booking, { room: 'P.301', start_time: '2026-12-01T14:00:00+07:00', end_time: '2026-12-01T15:00:00+07:00' });
    expect(await failure(updateRecord(c, booking, Number(later.id), { start_time: '2026-12-01T09:15:00+07:00' }))).toBe(
      '409:error.overlap:start_time:validation.overlap',
    );
    expect((await getRecord(c, booking, Number(later.id))).start_time).toEqual(new Date('2026-12-01T07:00:00Z'));
    // A duplicate code is a 409 on the code; once the first is inactivated its code is free.
    expect(
      await failure(createRecord(c, booking, { room: 'P.401', code: 'b-1', start_time: '2026-12-02T09:00:00+07:00', end_time: '2026-12-02T10:00:00+07:00' })),
    ).toBe('409:error.conflict:code:validation.unique');
    await deleteRecord(c, booking, Number(first.id));
    expect(
      await failure(createRecord(c, booking, { room: 'P.301', code: 'B-1', start_time: '2026-12-01T09:30:00+07:00', end_time: '2026-12-01T10:00:00+07:00' })),
    ).toBe('ok');
  });

  it('two overlapping bookings sent at once: the database lets one through', async () => {
    const c = ctxFor(221, rights('BOOKING_ROOM', 'view', 'edit'));
    const body = { room: 'P.500', start_time: '2026-12-03T09:00:00+07:00', end_time: '2026-12-03T10:00:00+07:00' };
    const results = await Promise.all(Array.from({ length: 6 }, () => failure(createRecord(c, booking, body))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === '409:error.overlap:start_time:validation.overlap')).toHaveLength(5);
  });

  it('keeps tree paths, refuses cycles and moves subtrees', async () => {
    const c = ctxFor(230, rights('HUMAN_RESOURCE_MANAGEMENT', 'view', 'edit'));
    const root = await createRecord(c, unit, { name: 'Tập đoàn' });
    const a = await createRecord(c, unit, { name: 'Khối Ô tô', parent_id: Number(root.id) });
    const b = await createRecord(c, unit, { name: 'Nhà máy Chu Lai', parent_id: Number(a.id) });
    const other = await createRecord(c, unit, { name: 'Khối Nông nghiệp', parent_id: Number(root.id) });
    const path = async (id: unknown) => (await database.query<{ p: string }>('SELECT tree_path::text AS p FROM zz_test_unit WHERE id = $1', [id]))[0]?.p;
    expect(await path(b.id)).toBe(`${root.id}.${a.id}.${b.id}`);
    expect(await failure(updateRecord(c, unit, Number(a.id), { parent_id: Number(b.id) }))).toBe('400:error.validation:parent_id:validation.cycle');
    expect(await failure(updateRecord(c, unit, Number(a.id), { parent_id: Number(a.id) }))).toBe('400:error.validation:parent_id:validation.cycle');
    await updateRecord(c, unit, Number(a.id), { parent_id: Number(other.id) });
    expect(await path(b.id)).toBe(`${root.id}.${other.id}.${a.id}.${b.id}`);
    const t = tableFor(unit);
    const under = await database.db
      .select({ id: t.id })
      .from(t)
      .where(subtreeCondition(unit, t, Number(other.id)));
    expect(under.map((x) => Number(x.id)).sort()).toEqual([Number(other.id), Number(a.id), Number(b.id)].sort());
    // Computed fields come with get and list, counted in SQL for the whole page.
    expect((await getRecord(c, unit, Number(other.id))).child_count).toBe(1);
    expect((await getRecord(c, unit, Number(other.id))).tree_path).toBe(`${root.id}.${other.id}`);
    // The list's subtree filter and the nested tree read.
    const q = parseListQuery(unit, { f_subtree: String(other.id), limit: '-1' });
    if (!q.ok) throw new Error('query');
    expect((await listRecords(c, unit, q.query)).items.map((x) => Number(x.id)).sort()).toEqual([Number(other.id), Number(a.id), Number(b.id)].sort());
    expect(parseListQuery(unit, { f_subtree: '1|2' }).ok).toBe(false);
    expect(parseListQuery(booking, { f_subtree: '1' }).ok).toBe(false);
    const whole = await readTree(c, unit);
    const top = whole.items.find((n) => n.id === root.id);
    expect(top?.children.map((n) => n.name).sort()).toEqual(['Khối Nông nghiệp']);
    expect(top?.children[0]?.children[0]?.children[0]?.name).toBe('Nhà máy Chu Lai');
    const sub = await readTree(c, unit, Number(a.id));
    expect(sub.items.map((n) => n.name)).toEqual(['Khối Ô tô']);
    expect(sub.items[0]?.children.map((n) => n.name)).toEqual(['Nhà máy Chu Lai']);
    expect(await failure(readTree(ctxFor(231, rights('NEWS', 'view')), unit))).toBe('403:error.forbidden');
  });

  it('filters by ids (f_id=1|2)', async () => {
    const c = ctxFor(232, rights('HUMAN_RESOURCE_MANAGEMENT', 'view', 'edit'));
    const x = await createRecord(c, unit, { name: 'Phòng A' });
    const y = await createRecord(c, unit, { name: 'Phòng B' });
    await createRecord(c, unit, { name: 'Phòng C' });
    const q = parseListQuery(unit, { f_id: `${x.id}|${y.id}` });
    if (!q.ok) throw new Error('query');
    expect((await listRecords(c, unit, q.query)).items.map((r) => r.name).sort()).toEqual(['Phòng A', 'Phòng B']);
    expect((await listRecords(c, unit, q.query)).items.map((r) => r.child_count)).toEqual([0, 0]);
    expect(parseListQuery(unit, { f_id: '1|x' }).ok).toBe(false);
  });

  it('filters through a reference (f_unit_parent_id: members whose unit hangs under the given units)', async () => {
    const c = ctxFor(233, rights('HUMAN_RESOURCE_MANAGEMENT', 'view', 'edit'));
    // The engine finds a reference's target among the declared resources: declare the throwaway one.
    const registry = resourceByName as Map<string, Resource>;
    registry.set(unit.name, unit);
    onTestFinished(() => {
      registry.delete(unit.name);
    });
    const north = await createRecord(c, unit, { name: 'Miền Bắc' });
    const south = await createRecord(c, unit, { name: 'Miền Nam' });
    const hanoi = await createRecord(c, unit, { name: 'Hà Nội', parent_id: north.id });
    const saigon = await createRecord(c, unit, { name: 'Sài Gòn', parent_id: south.id });
    await createRecord(c, member, { name: 'Lan', unit_id: hanoi.id });
    await createRecord(c, member, { name: 'Minh', unit_id: saigon.id });
    const names = async (raw: Record<string, string>) => {
      const q = parseListQuery(member, raw);
      if (!q.ok) throw new Error(JSON.stringify(q));
      return (await listRecords(c, member, q.query)).items.map((r) => r.name).sort();
    };
    expect(await names({ f_unit_parent_id: String(north.id) })).toEqual(['Lan']);
    expect(await names({ f_unit_parent_id: `${north.id}|${south.id}` })).toEqual(['Lan', 'Minh']);
    expect(await names({})).toEqual(['Lan', 'Minh']);
    expect(parseListQuery(member, { f_unit_parent_id: 'abc' }).ok).toBe(false);
  });

  it('sanitises rich text through the engine', async () => {
    const c = ctxFor(240, rights('MARKETING', 'view', 'edit'));
    const rec = await createRecord(c, publication, { title: 'XSS', body: '<p>ok</p><script>alert(1)</script>', body_en: '<img src=x onerror=alert(1)>' });
    expect(rec.body).toBe('<p>ok</p>');
    expect(String(rec.body_en)).not.toContain('onerror');
  });
});

describe('engine declarations', () => {
  it('sanitises every rich-text field of every declared resource', () => {
    let checked = 0;
    for (const r of resources) {
      for (const c of r.columns) {
        if (c.def.kind !== 'richText') continue;
        const out = sanitizeRichColumns(r, { [c.name]: '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>' });
        expect(out[c.name], `${r.name}.${c.name}`).toBe('<p>a</p><a rel="noopener noreferrer">b</a>');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('merges an alias path\'s parameters into the action body (statuses from a settings table: /ticket-change-status/{id}/{setting_status_id})', () => {
    const copy = role.actions?.find((a) => a.name === 'copy');
    if (!copy) throw new Error('no copy action');
    const req = { params: { id: '5', name: 'Vai trò mới' }, body: { ignored: undefined } } as unknown as Parameters<typeof withPathParams>[2];
    expect(withPathParams(role, copy, req)).toEqual({ ignored: undefined, name: 'Vai trò mới' });
    const plain = { params: { id: '5' }, body: { name: 'x' } } as unknown as Parameters<typeof withPathParams>[2];
    expect(withPathParams(role, copy, plain)).toEqual({ name: 'x' });
  });

  it('checks the module list at start: unknown resource, two modules for one resource, actions without their run', () => {
    expect(() => installModules([defineModule({ resource: publication })])).toThrow(/unknown resource/);
    const one = modules[0];
    if (!one) throw new Error('no modules');
    expect(() => installModules([...modules, one])).toThrow(/two modules/);
    expect(() => installModules(modules)).not.toThrow();
  });
});
