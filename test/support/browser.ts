import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

/** Debian's Chromium, driven by playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** What went wrong on a page while it loaded: console errors and warnings, uncaught errors, failed requests. */
export interface PageProblems {
  console: string[];
  errors: string[];
  failedRequests: string[];
}

/** Starts recording a page's problems; read the returned object after the visit. */
export function watchProblems(page: Page, expectedStatus: (url: string) => number = () => 200): PageProblems {
  const problems: PageProblems = { console: [], errors: [], failedRequests: [] };
  page.on('console', (message) => {
    // A failed load is judged by its status below, where an expected 404 is allowed.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && response.status() !== expectedStatus(response.url())) {
      problems.failedRequests.push(`${response.url()} answered ${response.status()}`);
    }
  });
  return problems;
}
