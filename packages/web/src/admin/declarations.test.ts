import { resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { loadedResource, loadResource, manifestByName } from './declarations';
import { MANIFEST } from './manifest';

describe('the admin loads declarations per screen (ADR 0019)', () => {
  it('knows every resource from its manifest', () => {
    expect(MANIFEST.map((e) => e.name).sort()).toEqual(resources.map((r) => r.name).sort());
    expect(manifestByName.get('staff_leave')?.file).toBe('hr/leave');
  });

  it("loads a resource's declaration with its child tabs' and lines'", async () => {
    const staff = await loadResource('staff');
    expect(staff).toBe(resources.find((r) => r.name === 'staff'));
    // Its child tabs are declared in another file (hr/records.ts).
    expect(staff.children?.some((c) => manifestByName.get(c.resource)?.file !== 'hr/core')).toBe(true);
    for (const c of staff.children ?? []) expect(loadedResource(c.resource)?.name).toBe(c.resource);
    const poll = await loadResource('poll');
    expect(poll.lines?.length).toBeGreaterThan(0);
    for (const l of poll.lines ?? []) expect(loadedResource(l.resource)?.name).toBe(l.resource);
    await expect(loadResource('no_such_thing')).rejects.toThrow(/unknown resource/);
  });
});
