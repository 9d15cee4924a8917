import type { Plugin, RollupOptions } from 'rollup';

/** The widget build's plugins, for tests that build one widget's module graph. */
export declare function widgetPlugins(project?: string, typescriptOptions?: Record<string, unknown>): Plugin[];
declare const config: RollupOptions[];
export default config;
