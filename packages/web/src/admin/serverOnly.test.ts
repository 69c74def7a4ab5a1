import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY } from '../../../domain/src/server-only.ts';
import { isDeclarationFile, stripServerOnly } from '../../scripts/strip-server-only.ts';

const DIR = fileURLToPath(new URL('../../../domain/src/resources/', import.meta.url));
const files = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(DIR, d.name)).map((f) => join(DIR, d.name, f)))
  .filter(isDeclarationFile);

/** The property names of every `defineResource({...})` of a source, and of its `list` block; throws on a syntax error. */
function declared(code: string): { top: string[]; list: string[] }[] {
  const sf = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // The parser's own diagnostics (not in the typings): a cut that broke the syntax shows here.
  const problems = (sf as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (problems.length > 0) throw new Error(ts.flattenDiagnosticMessageText(problems[0]?.messageText ?? '', '\n'));
  const out: { top: string[]; list: string[] }[] = [];
  const names = (o: ts.ObjectLiteralExpression) => o.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '?'));
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'defineResource') {
      const o = n.arguments[0] as ts.ObjectLiteralExpression;
      const list = o.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'list');
      out.push({ top: names(o), list: list ? names(list.initializer as ts.ObjectLiteralExpression) : [] });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('server-only properties stay out of the browser (ADR 0019)', () => {
  it('finds the declaration files', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(isDeclarationFile(join(DIR, 'hr/leave.ts'))).toBe(true);
    expect(isDeclarationFile(join(DIR, 'all.ts'))).toBe(false);
    expect(isDeclarationFile(join(DIR, 'check.test.ts'))).toBe(false);
  });

  it('removes exactly the server-only properties of every declaration, and the result parses', () => {
    let removed = 0;
    for (const f of files) {
      const code = readFileSync(f, 'utf8');
      const out = stripServerOnly(code, f);
      const [before, after] = [declared(code), declared(out)];
      expect(after.length, f).toBe(before.length);
      before.forEach((b, i) => {
        expect(after[i]?.top, f).toEqual(b.top.filter((n) => !(SERVER_ONLY.resource as readonly string[]).includes(n)));
        expect(after[i]?.list, f).toEqual(b.list.filter((n) => !(SERVER_ONLY.list as readonly string[]).includes(n)));
        removed += b.top.length - (after[i]?.top.length ?? 0) + b.list.length - (after[i]?.list.length ?? 0);
      });
      expect(stripServerOnly(out, f)).toBe(out);
    }
    // Every sample generator, sample count, computed SQL block and scope key list of the declarations.
    expect(removed).toBeGreaterThan(100);
  });

  it('handles the last property, trailing commas and comments; the check sees a broken cut', () => {
    expect(() => declared(`x = defineResource({ name: 'a',, });`)).toThrow();
    expect(stripServerOnly(`x = defineResource({ name: 'a', /* c */ sample: (i) => ({ i }), list: { order: 'x', scopeKeys: ['a'] }, sampleCount: 3 });`, 't.ts')).toBe(
      `x = defineResource({ name: 'a', list: { order: 'x', }, });`,
    );
    expect(stripServerOnly(`x = defineResource({ sample(i) { return {}; },\n  name: 'a',\n});`, 't.ts')).toBe(`x = defineResource({\n  name: 'a',\n});`);
  });

  it("keeps computed fields but not their SQL: a stored roll-up stays a column, a document may name one", () => {
    expect(
      stripServerOnly(`x = defineResource({ name: 'a', computed: { n: { kind: 'integer', sql: 'SELECT 1', reads: ['b'] }, t: { kind: 'number', rollup: { of: 'b', by: 'a_id', fn: 'sum', field: 'v', stored: true } } } });`, 't.ts'),
    ).toBe(`x = defineResource({ name: 'a', computed: { n: { kind: 'integer', }, t: { kind: 'number', rollup: { of: 'b', by: 'a_id', fn: 'sum', field: 'v', stored: true } } } });`);
    for (const f of files) expect(stripServerOnly(readFileSync(f, 'utf8'), f), f).not.toMatch(/\bsql: ['"`]SELECT/);
  });

  it('refuses what it cannot see through: a spread or a config that is not an object literal', () => {
    expect(() => stripServerOnly(`x = defineResource({ ...base, name: 'a' });`, 't.ts')).toThrow(/t\.ts:1: a spread/);
    expect(() => stripServerOnly(`x = defineResource(config);`, 't.ts')).toThrow(/object literal/);
    expect(() => stripServerOnly(`x = defineResource({ name: 'a', list: shared });`, 't.ts')).toThrow(/list needs an object literal/);
  });
});
