import { createElement, type HTMLAttributes } from 'react';
import { headingTag } from './section-words.ts';

/** Props of {@link Heading}: an h2's, and the rank a page's outline gives it. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 2 to 6; anything else is an h2. */
  level?: number;
  part?: string;
  'data-it-text'?: string;
}

/** A section's heading at the rank its words ask for (`heading-level`), an h2 by default. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(headingTag(level), props);
}
