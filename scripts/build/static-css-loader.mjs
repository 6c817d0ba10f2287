// Build-time Panda: a `css({...})` call whose arguments are plain literals is replaced by the class
// names Panda's own runtime returns for them, computed here by the generated `styled-system/css`.
// Panda's CSS extraction reads the untouched sources, so the stylesheet is the same; a chunk whose
// calls are all static no longer carries the style objects nor, once nothing else calls it, the
// runtime (issue #10: a guest page's first load is React, the router and its own chunk).
//
// Static: object (spreads of static objects included), array, string, number, boolean, null
// literals; a top-level `const` of such a value in the same file counts too. Anything else (props,
// other variables, template substitutions, `token()`) leaves the call to the runtime, as written.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const STYLED_SYSTEM_CSS = 'styled-system/css';
const NOT_STATIC = Symbol('not static');

let runtime;
/** The generated runtime, loaded once per build (ESM, pure functions). */
function loadRuntime(rootContext) {
  runtime ??= import(pathToFileURL(resolve(rootContext, 'styled-system/css/index.mjs')).href);
  return runtime;
}

/** The local name `css` is imported as from `styled-system/css`, or undefined. */
function importedCssName(sourceFile) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== STYLED_SYSTEM_CSS) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause.isTypeOnly) continue;
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === 'css' && !element.isTypeOnly) return element.name.text;
    }
  }
  return undefined;
}

/** Top-level `const NAME = <expression>` declarations, by name. */
function topLevelConstants(sourceFile) {
  const constants = new Map();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

function propertyKey(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return NOT_STATIC;
}

/** The literal value of `node`, or NOT_STATIC. */
function staticValue(node, constants, seen = new Set()) {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    node = node.expression;
  }
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return undefined;
    const initializer = constants.get(node.text);
    if (!initializer || seen.has(node.text)) return NOT_STATIC;
    return staticValue(initializer, constants, new Set(seen).add(node.text));
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => staticValue(element, constants, seen));
    return items.includes(NOT_STATIC) ? NOT_STATIC : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = staticValue(property.expression, constants, seen);
        if (spread === NOT_STATIC || spread === null || typeof spread !== 'object') return NOT_STATIC;
        Object.assign(object, spread);
        continue;
      }
      if (!ts.isPropertyAssignment(property)) return NOT_STATIC;
      const key = propertyKey(property.name);
      const value = staticValue(property.initializer, constants, seen);
      if (key === NOT_STATIC || value === NOT_STATIC) return NOT_STATIC;
      object[key] = value;
    }
    return object;
  }
  return NOT_STATIC;
}

/**
 * Replaces each static `css(...)` call of `source` by its class names (a string literal).
 * Returns the source unchanged when it has none.
 */
export function replaceStaticCssCalls(source, fileName, css) {
  if (!source.includes(STYLED_SYSTEM_CSS)) return source;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const cssName = importedCssName(sourceFile);
  if (!cssName) return source;

  const constants = topLevelConstants(sourceFile);
  const edits = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === cssName) {
      const args = node.arguments.map((argument) => staticValue(argument, constants));
      if (!args.includes(NOT_STATIC)) {
        edits.push({ start: node.getStart(sourceFile), end: node.getEnd(), text: JSON.stringify(css(...args)) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  let output = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}

/** The rspack loader (production builds; see rsbuild.config.ts). */
export default function staticCssLoader(source) {
  const callback = this.async();
  if (!source.includes(STYLED_SYSTEM_CSS)) return callback(null, source);
  loadRuntime(this.rootContext).then(
    ({ css }) => callback(null, replaceStaticCssCalls(source, this.resourcePath, css)),
    (error) => callback(error),
  );
}
