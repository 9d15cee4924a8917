// The class names a component's source uses and the class names a stylesheet
// has rules for, so the build can tell when a component renders a class that no
// sheet it imports styles. Read from the TypeScript syntax tree, not by regular
// expression, so ids, event names and tag names that also start with `it-` are
// not mistaken for classes.
import ts from 'typescript';

const classToken = /^-?[_a-zA-Z][\w-]*$/;

/** True when a property or attribute name carries class names (`className`, `itemClass`, `listClassName`). */
const isClassKey = (name: string) => /class(name)?$/i.test(name);

/** The complete tokens of a string piece; a token touching an interpolation (`it-btn--${kind}`) is only part of a name. */
function tokens(text: string, openStart: boolean, openEnd: boolean): string[] {
  const parts = text.split(/\s+/);
  return parts.filter((part, i) => {
    if (!part) return false;
    if (i === 0 && openStart && !/^\s/.test(text)) return false;
    if (i === parts.length - 1 && openEnd && !/\s$/.test(text)) return false;
    return classToken.test(part);
  });
}

/** Every complete class name in the string literals and template pieces under `node`. */
function stringsUnder(node: ts.Node, found: Set<string>): void {
  const visit = (child: ts.Node): void => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) {
      for (const token of tokens(child.text, false, false)) found.add(token);
    } else if (ts.isTemplateExpression(child)) {
      for (const token of tokens(child.head.text, false, child.templateSpans.length > 0)) found.add(token);
      child.templateSpans.forEach((span, i) => {
        visit(span.expression);
        const last = i === child.templateSpans.length - 1;
        for (const token of tokens(span.literal.text, true, !last)) found.add(token);
      });
      return;
    } else if (
      ts.isCallExpression(child) &&
      ts.isPropertyAccessExpression(child.expression) &&
      child.expression.name.text === 'join'
    ) {
      // `[...].filter(Boolean).join(' ')`: the array's strings are class names, the separator is not.
      visit(child.expression.expression);
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
}

/**
 * The class names a TSX or TS module renders: strings given to a `className`
 * (or `…Class`, `…ClassName`) attribute or property, assigned to a variable
 * or an element property named so, or passed to `classList.add/remove/toggle`.
 */
export function classNamesInSource(source: string, fileName = 'component.tsx'): Set<string> {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && isClassKey(node.name.getText(file)) && node.initializer) {
      stringsUnder(node.initializer, found);
    } else if (ts.isPropertyAssignment(node) && isClassKey(node.name.getText(file))) {
      stringsUnder(node.initializer, found);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      isClassKey(node.left.name.text)
    ) {
      stringsUnder(node.right, found);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      isClassKey(node.name.text) &&
      node.initializer
    ) {
      stringsUnder(node.initializer, found);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      node.expression.expression.name.text === 'classList' &&
      node.arguments.length > 0
    ) {
      stringsUnder(node.arguments[0]!, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every class name a stylesheet has a selector for. */
export function classNamesInCss(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Declarations (inside braces with no nested block) may hold url(x.svg) and numbers: keep only selectors and at-rule preludes.
  const selectors = withoutComments.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}
