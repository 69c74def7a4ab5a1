import { describe, expect, it } from 'vitest';
import { ref, text } from '../fields.js';
import { defineResource, type MemberRule } from '../resource.js';
import { checkDeclarations, resources } from './index.js';

const L = (vi: string, en: string) => ({ vi, en });
const base = { subject: 'SETTING', module: 'x.y', label: L('X', 'X') } as const;
const position = defineResource({ ...base, name: 'zz_pos', path: 'zz-pos', fields: { code: text({ label: L('Mã', 'Code') }) } });
const project = (through: MemberRule['through']) =>
  defineResource({
    ...base,
    name: 'zz_proj',
    path: 'zz-proj',
    fields: { name: text({ label: L('Tên', 'Name') }) },
    access: { member: { field: 'id', through } },
  });
const members = defineResource({
  ...base,
  name: 'zz_members',
  path: 'zz-members',
  fields: {
    project_id: ref('zz_proj', { label: L('Dự án', 'Project') }),
    staff_id: ref('staff', { label: L('Nhân sự', 'Staff') }),
    note_id: ref('zz_pos', { label: L('Vị trí', 'Position') }),
    other_id: ref('zz_members', { label: L('Khác', 'Other') }),
  },
});
const check = (through: MemberRule['through']) => () => checkDeclarations([...resources, position, project(through), members]);

describe('checkDeclarations: access.member', () => {
  it('takes a membership that references the parent, a staff file and a position with a code', () => {
    expect(check({ resource: 'zz_members', parentField: 'project_id', userField: 'staff_id', positionField: 'note_id' })).not.toThrow();
  });

  it('refuses an unknown membership, a reference to another parent, a member that is no person', () => {
    expect(check({ resource: 'zz_none', parentField: 'project_id', userField: 'staff_id' })).toThrow(/not a declared resource/);
    expect(check({ resource: 'zz_members', parentField: 'other_id', userField: 'staff_id' })).toThrow(/must reference zz_proj/);
    expect(check({ resource: 'zz_members', parentField: 'project_id', userField: 'note_id' })).toThrow(/account or staff/);
  });
});
