import { compileContent } from '../compile-content';

/** `virtual:it-content/widget-guide` in Node: the partners' embedding guide. */
export const { widgetGuide } = compileContent()['widget-guide'];
