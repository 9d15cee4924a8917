import type { Page } from '@playwright/test';

/** React's chunks (react-dom and the islands' React side), by the names the build gives them. */
export const isFramework = (script: string) => /\/(runtime|client)-[\w-]+\.js$/.test(script);

/** The scripts a page fetches, as paths, from now on. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds React's chunks back until the returned function is called, so what the test does lands before React. */
export async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(runtime|client)-/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
