// The words a tag's attributes give its first view. Only the tags that take
// words import this (through defineWidget's firstViewWords), so a form's first
// script does not carry it.
import { isLinkAddress } from '../ui/link-address.ts';

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Puts the tag's words into the elements the build marked for them
 * (`data-it-text`), as text, never markup, and its link addresses
 * (`data-it-href`), as React will render them; an address that is not a site
 * path or http(s) keeps the default, as the section does. Called in the task
 * that inserted the view, so the default copy is never painted.
 */
export function fillFirstViewWords(root: ParentNode, props: Record<string, unknown>): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-it-text]')) {
    const value = props[camelCase(element.dataset.itText!)];
    if (typeof value !== 'string') continue;
    element.replaceChildren(value);
    // A line the section leaves out without words is kept hidden for them (SlotText).
    element.hidden = false;
  }
  for (const link of root.querySelectorAll<HTMLElement>('[data-it-href]')) {
    const value = props[camelCase(link.dataset.itHref!)];
    if (!isLinkAddress(value)) continue;
    // A path leads to the company's site, the origin the default address names, as Link makes it.
    const address = value.trim();
    link.setAttribute('href', address.startsWith('/') ? new URL(link.getAttribute('href')!).origin + address : address);
  }
}
