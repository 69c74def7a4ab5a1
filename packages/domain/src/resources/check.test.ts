import { describe, expect, it } from 'vitest';
import { money, number, ref, text } from '../fields.js';
import { defineResource, type LinesDecl, type MemberRule } from '../resource.js';
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

describe('checkDeclarations: lines', () => {
  // A quotation with items, each item with parts; `extra` gives the parts lines of their own.
  const area = (opts: { itemLines?: Partial<LinesDecl>; partLines?: LinesDecl[]; partFields?: Record<string, ReturnType<typeof ref>> } = {}) => {
    const quotation = defineResource({ ...base, name: 'zz_quotation', path: 'zz-quotation', fields: { title: text({ label: L('Tên', 'Title') }) }, lines: [{ resource: 'zz_item', field: 'quotation_id', key: 'items', display: 'grid', totals: ['amount'] }] });
    const item = defineResource({
      ...base,
      name: 'zz_item',
      path: 'zz-item',
      fields: {
        quotation_id: ref('zz_quotation', { label: L('Báo giá', 'Quotation') }),
        name: text({ label: L('Tên', 'Name') }),
        quantity: number({ scale: 3, label: L('SL', 'Qty') }),
        unit_price: money({ label: L('Đơn giá', 'Price') }),
        amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] }, label: L('Thành tiền', 'Amount') }),
      },
      lines: [{ resource: 'zz_part', field: 'item_id', key: 'parts', totals: ['price'], ...opts.itemLines }],
    });
    const part = defineResource({
      ...base,
      name: 'zz_part',
      path: 'zz-part',
      fields: { item_id: ref('zz_item', { label: L('Hạng mục', 'Item') }), price: money({ label: L('Giá', 'Price') }), ...opts.partFields },
      lines: opts.partLines,
    });
    return () => checkDeclarations([...resources, quotation, item, part]);
  };

  it('takes lines of lines with totals over number and money fields', () => {
    expect(area()).not.toThrow();
  });

  it('refuses a total that is not a number of the line resource, or an unknown one', () => {
    expect(area({ itemLines: { totals: ['item_id'] } })).toThrow(/total item_id is not a number/);
    expect(area({ itemLines: { totals: ['nope'] } })).toThrow(/total nope/);
  });

  it('refuses lines that nest in a cycle', () => {
    // A part whose lines are items again: quotation -> item -> part -> item.
    expect(area({ partFields: { back_id: ref('zz_part', { label: L('Lại', 'Back') }) }, partLines: [{ resource: 'zz_part', field: 'back_id' }] })).toThrow(/cycle/);
  });
});

describe('checkDeclarations: a picker offer', () => {
  const picker = (offer: Record<string, string>) =>
    defineResource({ ...base, name: 'zz_pick', path: 'zz-pick', fields: { asset_id: ref('asset', { offer, label: L('Tài sản', 'Asset') }) } });
  it('takes an offer on list filters of the target, and refuses one on anything else', () => {
    expect(() => checkDeclarations([...resources, picker({ condition: 'IN_STOCK|IN_USE' })])).not.toThrow();
    expect(() => checkDeclarations([...resources, picker({ serial_no: 'X' })])).toThrow(/not a list filter of asset/);
  });
});

describe('checkDeclarations: a picker offer from the parent record', () => {
  // A quote holding price lines; a line's item is picked among the items of the quote's review.
  const pair = (o: { from?: Record<string, string>; reviewTarget?: string; isLines?: boolean }) => [
    defineResource({
      ...base,
      name: 'zz_quote',
      path: 'zz-quote',
      fields: { review_id: ref(o.reviewTarget ?? 'implementation_review_cost', { label: L('Thẩm định', 'Review') }) },
      ...(o.isLines === false ? {} : { lines: [{ resource: 'zz_quote_line', field: 'quote_id' }] }),
    }),
    defineResource({
      ...base,
      name: 'zz_quote_line',
      path: 'zz-quote-line',
      fields: {
        quote_id: ref('zz_quote', { label: L('Báo giá', 'Quote') }),
        item_id: ref('implementation_review_cost_item', { offerFromParent: o.from ?? { review_cost_id: 'review_id' }, label: L('Hạng mục', 'Item') }),
      },
    }),
  ];
  it("takes a list filter of the target valued by the parent's field of the same reference", () => {
    expect(() => checkDeclarations([...resources, ...pair({})])).not.toThrow();
    expect(() => checkDeclarations([...resources, ...pair({ from: { name: 'review_id' } })])).toThrow(/not a list filter of implementation_review_cost_item/);
    expect(() => checkDeclarations([...resources, ...pair({ reviewTarget: 'implementation_project' })])).toThrow(/zz_quote.review_id, which must reference implementation_review_cost/);
    expect(() => checkDeclarations([...resources, ...pair({ from: { review_cost_id: 'nothing' } })])).toThrow(/must reference/);
    expect(() => checkDeclarations([...resources, ...pair({ isLines: false })])).toThrow(/no record's lines/);
  });
});

describe('checkDeclarations: a list code', () => {
  const tree = (of: string) =>
    defineResource({ ...base, name: 'zz_tree', path: 'zz-tree', fields: { code: text({ label: L('Mã', 'Code') }), category: text({ listCodeOf: of, label: L('Danh mục', 'List') }) } });
  it("names the tree's own lists, never another resource's rows", () => {
    expect(() => checkDeclarations([...resources, tree('zz_tree')])).not.toThrow();
    expect(() => checkDeclarations([...resources, tree('staff_setting_item')])).toThrow(/must name zz_tree itself/);
  });
});
