/** The browser the tests drive: CHROMIUM_PATH, or Debian's chromium-headless-shell. */
export declare const chromiumPath: string;
/** The browser the benchmarks measure: BENCH_CHROMIUM_PATH, or Debian's full chromium. */
export declare const benchChromiumPath: string;
/** Flags that let Chromium run headless as root on a closed network. */
export declare const chromiumArgs: string[];
