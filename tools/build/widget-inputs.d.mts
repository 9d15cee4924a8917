import type { Plugin } from 'rollup';

/** `{ name: entry }` for every widget of the catalogue, plus `index`, the loader, in file-name order. */
export declare function widgetInputs(): Promise<Record<string, string>>;
/** The rollup plugin that generates the loader (widgets/index.js) from those inputs. */
export declare function widgetLoader(): Plugin;
