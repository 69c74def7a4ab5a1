/** The module API types records from the declaration (issue 34): checked by the compiler and here. */
import { stationeryHandout, type stationeryRequest } from '@portal/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineModule, type HookOf, type RecordRow } from './module.js';

describe('a typed module', () => {
  it("gives hooks and actions the resource's records typed, and still takes hooks written for Row", () => {
    type Handout = RecordRow<typeof stationeryHandout>;
    expectTypeOf<Handout['quantity']>().toEqualTypeOf<number>();
    expectTypeOf<Handout['item_id']>().toEqualTypeOf<number>();
    expectTypeOf<Handout['request_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<RecordRow<typeof stationeryRequest>['status']>().toEqualTypeOf<string>();
    const seen: number[] = [];
    const before: HookOf<typeof stationeryHandout, 'beforeDelete'> = async ({ existing }) => {
      expectTypeOf(existing.quantity).toEqualTypeOf<number>();
      seen.push(existing.quantity);
    };
    const m = defineModule({ resource: stationeryHandout, hooks: { beforeDelete: [before, async ({ existing }) => void seen.push(Number(existing.id))] } });
    expect(m.resource).toBe(stationeryHandout);
    expect(m.hooks?.beforeDelete).toHaveLength(2);
  });
});
