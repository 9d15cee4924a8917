import type { RichBlock } from './types';

/** A paragraph block. */
export const paragraph = (text: string): RichBlock => ({ kind: 'paragraph', text });

/** A heading block. */
export const heading = (text: string): RichBlock => ({ kind: 'heading', text });

/** A bullet list block. */
export const list = (...items: string[]): RichBlock => ({ kind: 'list', items });
