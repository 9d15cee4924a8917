import { useEffect, useRef } from 'react';
import type { AttributeSet, ConfigTag } from './widget-snippet.ts';

/** Adds the module script `src` once; the browser runs a module once however often it is added. */
function loadScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  document.head.append(script);
}

/**
 * The real widget, from the script partners load, in the box the returned ref
 * points at: made anew when the tag changes, with its attributes set before it
 * is connected (as on a partner's page, where some change its first render),
 * then set or removed as the controls change.
 */
export function usePreview(tag: ConfigTag, attributes: AttributeSet) {
  const boxRef = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(attributes);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const wanted = new Map(JSON.parse(key) as [string, string][]);
    const current = box.firstElementChild;
    const fresh = current?.localName !== `it-${tag.name}`;
    const element = fresh ? document.createElement(`it-${tag.name}`) : current;
    for (const { name } of tag.attributes) {
      const value = wanted.get(name);
      if (value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (!fresh) return;
    loadScript(`/widgets/${tag.name}.js`);
    if (tag.needsToaster) loadScript('/widgets/toaster.js');
    box.replaceChildren(element, ...(tag.needsToaster ? [document.createElement('it-toaster')] : []));
  }, [key, tag]);

  return boxRef;
}
