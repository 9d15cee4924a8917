/**
 * The language an element is in: its own `lang`, else the nearest `lang`
 * above it, across shadow roots up to the page's `<html lang>`; '' when none
 * says (the caller's default then).
 */
export function langOf(element: Element): string {
  for (let node: Element | null = element; node;) {
    const marked = node.closest('[lang]');
    if (marked) return marked.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return '';
}

/**
 * Calls `changed` whenever a `lang` attribute changes on the element or on any
 * element of the documents and shadow roots it sits in, so a widget follows a
 * page that switches language; returns what stops watching.
 */
export function watchLang(element: Element, changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  let root: Node = element.getRootNode();
  observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
  while (root instanceof ShadowRoot) {
    root = root.host.getRootNode();
    observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return () => observer.disconnect();
}
