// Each page's inline stylesheet: the site's sheet without the sections the page
// does not show; and the rest of the sheet, which the browser applies when React
// first wakes on that page (pages/site-stylesheet.ts), before an island renders
// what the prerender did not write (a modal, a toast).
import { transform } from 'lightningcss';
import postcss, { type AtRule, type ChildNode, type Root } from 'postcss';

/** The block of a BEM class: `it-hero` for `it-hero__title` and `it-hero--dark`. */
const blockOf = (name: string) => name.split(/__|--/)[0]!;

/**
 * Blocks every page keeps although its HTML names none: the ripple is drawn by
 * plain DOM code on a visitor's first press, before the rest can arrive.
 */
const ALWAYS = new Set(['it-ripple']);

/** A page's part of the stylesheet, and the rest of it. */
export interface PageStylesheet {
  inline: string;
  rest: string;
}

const isKeyframes = (node: ChildNode) => node.type === 'atrule' && /keyframes$/i.test(node.name);

/** A rule that is kept or left out whole: a style rule, `@keyframes`, `@font-face` and the like. */
const isLeaf = (node: ChildNode) =>
  (node.type === 'rule' && !(node.parent && isKeyframes(node.parent as ChildNode))) ||
  isKeyframes(node) ||
  (node.type === 'atrule' && (!node.nodes || node.nodes.every((child) => child.type === 'decl')));

/** A leaf's identity: the at-rules around it and its own text. */
function identityOf(node: ChildNode): string {
  const around: string[] = [];
  for (
    let parent = node.parent as ChildNode | undefined;
    parent?.type === 'atrule';
    parent = parent.parent as ChildNode
  ) {
    const rule: AtRule = parent;
    around.push(`@${rule.name} ${rule.params}`);
  }
  return `${around.join(' ')}|${node.toString()}`;
}

/** Every leaf's identity in `root`. */
function leaves(root: Root): Set<string> {
  const found = new Set<string>();
  root.walk((node) => {
    if (isLeaf(node)) found.add(identityOf(node));
  });
  return found;
}

/** The palette a selector is written for: `dark` for `:root[data-theme=dark] .it-header`. */
const themeOf = (selector: string) => /:root\[data-theme=["']?(\w+)/.exec(selector)?.[1];

/** Drops the at-rules that `root` has left empty, outermost last. */
function dropEmptyAtRules(root: Root): void {
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
}

/**
 * `css` without the rules written only for another palette than `theme`: a
 * landing page's dark palette (`:root[data-theme=dark] …`) rides only on the
 * pages that ask for it. lightningcss's unusedSymbols leaves out classes and
 * ids, not attribute values, hence this pass.
 */
function forTheme(css: string, theme: string | undefined): string {
  if (!css.includes(':root[data-theme=')) return css;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const themes = rule.selectors.map(themeOf);
    if (themes.every((named) => named !== undefined && named !== theme)) rule.remove();
  });
  dropEmptyAtRules(root);
  return root.toString();
}

/**
 * `sheet` without every leaf `inline` has, and without the at-rules that leaves
 * empty: what a page that carries `inline` lacks of the whole.
 * Own code on postcss's tree: lightningcss can leave rules out by class name
 * (unusedSymbols) but cannot give back what it left out.
 */
function without(sheet: string, inline: string): string {
  const kept = leaves(postcss.parse(inline));
  const root = postcss.parse(sheet);
  root.walk((node) => {
    if (isLeaf(node) && kept.has(identityOf(node))) node.remove();
  });
  dropEmptyAtRules(root);
  return root.toString();
}

/**
 * The whole sheet, from `css` (the site's minified sheet), and a function from
 * a page's HTML (and its palette, its <html data-theme>) to its stylesheets: `inline` is the whole
 * without each rule that needs a class of an `it-` block the page names nowhere, or another palette
 * than the page's; `rest` is what it left out. Whole blocks stay,
 * modifiers and all, so an island's states still find their rules when it
 * wakes. lightningcss drops only rules that cannot match (a class inside :not()
 * or in one selector of a list keeps the rule), and any `@media` left empty.
 */
export function pageStylesheets(css: string): {
  whole: string;
  of: (html: string, theme?: string) => PageStylesheet;
} {
  const classes = new Set([...css.matchAll(/\.(it-[\w-]+)/g)].map(([, name]) => name!));
  // Each part comes from the whole through the same minifier, so a kept rule
  // reads the same in both (a second pass still rewrites some values).
  const whole = transform({ filename: 'site.css', code: Buffer.from(css), minify: true }).code.toString();
  const code = Buffer.from(whole);
  const of = (html: string, theme?: string): PageStylesheet => {
    const shown = new Set(ALWAYS);
    for (const [, list] of html.matchAll(/\bclass="([^"]*)"/g))
      for (const name of list!.split(/\s+/)) if (name.startsWith('it-')) shown.add(blockOf(name));
    const unusedSymbols = [...classes].filter((name) => !shown.has(blockOf(name)));
    const inline = forTheme(
      transform({ filename: 'site.css', code, minify: true, unusedSymbols }).code.toString(),
      theme,
    );
    return { inline, rest: without(whole, inline) };
  };
  return { whole, of };
}
