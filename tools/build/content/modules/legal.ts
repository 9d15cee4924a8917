import { compileContent } from '../compile-content';

/** `virtual:it-content/legal` in Node: the privacy notice and the terms of use. */
export const { privacy, terms } = compileContent().legal;
