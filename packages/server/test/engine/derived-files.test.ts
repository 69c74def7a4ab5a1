/**
 * What `npm run db:generate` derives from the declarations is committed as derived: the resource
 * index lists every declaration file (none forgotten, none by hand) and docs/coverage.md's entity
 * table matches the declarations and the tests.
 */
import { readFileSync } from 'node:fs';
import { resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { COVERAGE, coverageText, RESOURCE_INDEX, resourceIndexText } from '../../src/db/derived-files.js';

describe('files derived from the declarations', () => {
  it('resources/all.ts lists every declaration file (run npm run db:generate after adding one)', () => {
    expect(readFileSync(RESOURCE_INDEX, 'utf8')).toBe(resourceIndexText());
  });

  it('docs/coverage.md has the entity table of the current declarations (run npm run db:generate)', () => {
    // The last column (tests naming the path) moves with every new test; the rest must be exact.
    const withoutTests = (text: string) => text.replace(/^(\|.*\|) [^|]* \|$/gm, '$1');
    expect(withoutTests(readFileSync(COVERAGE, 'utf8'))).toBe(withoutTests(coverageText(resources)));
  });
});
