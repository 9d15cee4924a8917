/** The class names a component renders: className attributes and properties, el.className, classList calls. */
export declare function classNamesInSource(source: string, fileName?: string): Set<string>;
/** Every class name a stylesheet has a selector for. */
export declare function classNamesInCss(css: string): Set<string>;
