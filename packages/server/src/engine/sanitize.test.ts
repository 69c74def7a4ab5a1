/**
 * Declared sample records carry rich text exactly as the sanitiser stores it, so a record made
 * from a sample reads back unchanged (the contract test compares them; `<br>` came back `<br />`).
 */
import { resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('declared samples', () => {
  it('hold rich text in the form the sanitiser keeps', () => {
    const changed: string[] = [];
    for (const r of resources) {
      if (!r.sample) continue;
      const rich = r.columns.filter((c) => c.def.kind === 'richText').map((c) => c.name);
      if (rich.length === 0) continue;
      for (let i = 0; i < 12; i++) {
        const s = r.sample(i, () => 0.5);
        for (const name of rich) {
          const v = s[name];
          if (typeof v === 'string' && sanitizeRichText(v) !== v) changed.push(`${r.name}[${i}].${name}`);
        }
      }
    }
    expect(changed).toEqual([]);
  });
});
