import { compileContent } from '../compile-content.ts';

/** `virtual:it-content/widget-guide` in Node: the partners' embedding guide. */
export const { widgetGuide } = compileContent()['widget-guide'];
