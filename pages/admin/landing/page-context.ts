import { createContext } from 'react';
import type { FaqItem } from '../../../src/content/types.ts';

/** What a block's preview needs of the page around it: its FAQ items, which its FAQ block shows. */
export interface PagePreview {
  faq?: readonly FaqItem[];
}

/** The page around the blocks of the builder's preview (its root provides it). */
export const PagePreviewContext = createContext<PagePreview>({});
