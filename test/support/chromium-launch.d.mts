/** Where the tests find Chromium: CHROMIUM_PATH, or Debian's package. */
export declare const chromiumPath: string;
/** Flags that let Chromium run headless as root on a closed network. */
export declare const chromiumArgs: string[];
