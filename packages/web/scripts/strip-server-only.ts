/**
 * What the web's build does to each declaration file (ADR 0019, vite.config.ts): removes the
 * properties only the server reads (`SERVER_ONLY`, @portal/domain/server-only: demo samples,
 * computed fields' SQL, the portal scope's index keys) from every `defineResource({...})`, before the
 * browser bundle is made.
 */
import ts from 'typescript';
import { SERVER_ONLY } from '../../domain/src/server-only.ts';

/** The domain's declaration files: `resources/<area>/<file>.ts` (not tests). */
export const isDeclarationFile = (id: string): boolean => /[\\/]domain[\\/]src[\\/]resources[\\/][^\\/]+[\\/][^\\/]+\.ts$/.test(id) && !id.endsWith('.test.ts');

const nameOf = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/**
 * The declaration file's source without the server-only properties of its resources. Every
 * `defineResource` must be given an object literal (and its `list` block one too) with no spread,
 * so that nothing server-only can pass unseen: anything else is an error naming the place.
 */
export function stripServerOnly(code: string, fileName: string): string {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const fail = (node: ts.Node, what: string): never => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    throw new Error(`${fileName}:${line + 1}: ${what} (the web's build removes server-only properties from declarations, ADR 0019)`);
  };
  /** Cuts `names` out of an object literal, each with the comma after it (or before it, for the last one). */
  const cut = (obj: ts.ObjectLiteralExpression, names: readonly string[]) => {
    const props = obj.properties;
    props.forEach((p, i) => {
      if (ts.isSpreadAssignment(p)) fail(p, 'a spread in a declaration');
      const name = nameOf(p);
      if (!name || !names.includes(name)) return;
      const next = props[i + 1];
      // From the property's start (with its leading comments) to the next one's, or to the end of the list.
      const start = p.getFullStart();
      const end = next ? next.getFullStart() : props.hasTrailingComma ? props.end : p.end;
      cuts.push([start, end]);
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineResource') {
      const arg = node.arguments[0];
      if (!arg || !ts.isObjectLiteralExpression(arg)) return fail(node, 'defineResource needs an object literal');
      cut(arg, SERVER_ONLY.resource);
      const list = arg.properties.find((p) => nameOf(p) === 'list');
      if (list) {
        if (!ts.isPropertyAssignment(list) || !ts.isObjectLiteralExpression(list.initializer)) return fail(list, 'list needs an object literal');
        cut(list.initializer, SERVER_ONLY.list);
      }
      const computed = arg.properties.find((p) => nameOf(p) === 'computed');
      if (computed) {
        if (!ts.isPropertyAssignment(computed) || !ts.isObjectLiteralExpression(computed.initializer)) return fail(computed, 'computed needs an object literal');
        for (const c of computed.initializer.properties) {
          if (!ts.isPropertyAssignment(c) || !ts.isObjectLiteralExpression(c.initializer)) return fail(c, 'each computed field needs an object literal');
          cut(c.initializer, SERVER_ONLY.computed);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (cuts.length === 0) return code;
  let out = '';
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start);
    at = end;
  }
  return out + code.slice(at);
}
