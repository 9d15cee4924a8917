import { compileContent } from '../compile-content.ts';

/** `virtual:it-content/legal` in Node: the privacy notice and the terms of use. */
export const { privacy, terms } = compileContent().legal;
