import { describe, expect, it } from 'vitest';
import { diffRecords, isEmptyDiff, type MirrorRecord, same } from './diff.js';

const FIELDS = ['full_name', 'email', 'phone'];
const m = (source_id: string, values: Record<string, unknown>, is_gone = false): MirrorRecord => ({ source_id, is_gone, values });

describe('sync diff', () => {
  it('matches on the source id: new, changed (with the fields), gone, unchanged', () => {
    const mirror = [m('1', { full_name: 'Nguyễn Văn An', email: 'an@thaco.com.vn', phone: null }), m('2', { full_name: 'Trần Thị Bình', email: 'binh@thaco.com.vn' }), m('3', { full_name: 'Lê Văn Cường' })];
    const d = diffRecords(FIELDS, 'full_name', mirror, [
      { source_id: '1', values: { full_name: 'Nguyễn Văn An', email: 'an@thaco.com.vn', phone: '' } },
      { source_id: '2', values: { full_name: 'Trần Thị Bình', email: 'binh.tran@thaco.com.vn' } },
      { source_id: '4', values: { full_name: 'Phạm Minh Dũng', email: 'dung@thaco.com.vn' } },
    ]);
    expect(d.unchanged).toBe(1);
    expect(d.added).toEqual([{ source_id: '4', title: 'Phạm Minh Dũng', after: { full_name: 'Phạm Minh Dũng', email: 'dung@thaco.com.vn', phone: null } }]);
    expect(d.changed).toHaveLength(1);
    expect(d.changed[0]).toMatchObject({ source_id: '2', fields: ['email'], before: { email: 'binh@thaco.com.vn' }, after: { email: 'binh.tran@thaco.com.vn' } });
    expect(d.gone.map((g) => [g.source_id, g.title])).toEqual([['3', 'Lê Văn Cường']]);
  });

  it('does not match on names: a renamed person is a change, a new id with an old name is new', () => {
    const d = diffRecords(FIELDS, 'full_name', [m('7', { full_name: 'Võ Thị Hà' })], [
      { source_id: '7', values: { full_name: 'Võ Thị Thu Hà' } },
      { source_id: '8', values: { full_name: 'Võ Thị Hà' } },
    ]);
    expect(d.changed.map((c) => c.source_id)).toEqual(['7']);
    expect(d.added.map((c) => c.source_id)).toEqual(['8']);
    expect(d.gone).toEqual([]);
  });

  it('a record already gone is not gone again; one that returns is a change marked returning', () => {
    const mirror = [m('1', { full_name: 'A' }, true), m('2', { full_name: 'B' }, true)];
    const d = diffRecords(FIELDS, 'full_name', mirror, [{ source_id: '1', values: { full_name: 'A' } }]);
    expect(d.gone).toEqual([]);
    expect(d.changed).toEqual([{ source_id: '1', title: 'A', before: { full_name: 'A', email: null, phone: null }, after: { full_name: 'A', email: null, phone: null }, fields: [], isReturning: true }]);
  });

  it('compares text trimmed, in one Unicode form, empty as null; nothing changed is an empty diff', () => {
    expect(same(' An ', 'An')).toBe(true);
    expect(same('', null)).toBe(true);
    expect(same(undefined, null)).toBe(true);
    expect(same('Nguye\u0302\u0303n', 'Nguyễn')).toBe(true);
    expect(same(3, 3)).toBe(true);
    expect(same(3, '3')).toBe(false);
    const d = diffRecords(FIELDS, 'full_name', [m('1', { full_name: 'A' })], [{ source_id: '1', values: { full_name: 'A ' } }]);
    expect(isEmptyDiff(d)).toBe(true);
  });

  it('refuses a source id given twice', () => {
    expect(() => diffRecords(FIELDS, 'full_name', [], [{ source_id: '1', values: {} }, { source_id: '1', values: {} }])).toThrow(/twice/);
  });
});
