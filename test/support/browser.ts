import { chromium, type Browser, type ConsoleMessage, type Page, type Request, type Response } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

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
  return watchVisit(page, expectedStatus).problems;
}

/**
 * {@link watchProblems} for one visit of a page that goes on to other
 * addresses: it also counts the requests still loading, and stops listening
 * when the visit is over, so the next visit's problems are its own.
 */
export function watchVisit(
  page: Page,
  expectedStatus: (url: string) => number = () => 200,
): { problems: PageProblems; loading: () => number; stop: () => void } {
  const problems: PageProblems = { console: [], errors: [], failedRequests: [] };
  const inFlight = new Set<Request>();
  const listeners = {
    console: (message: ConsoleMessage) => {
      // A failed load is judged by its status below, where an expected 404 is allowed.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning')
        problems.console.push(`${message.type()}: ${message.text()}`);
    },
    pageerror: (error: Error) => problems.errors.push(error.message),
    request: (request: Request) => inFlight.add(request),
    requestfinished: (request: Request) => inFlight.delete(request),
    requestfailed: (request: Request) => {
      inFlight.delete(request);
      problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
    },
    response: (response: Response) => {
      if (response.status() >= 400 && response.status() !== expectedStatus(response.url()))
        problems.failedRequests.push(`${response.url()} answered ${response.status()}`);
    },
  };
  // Playwright types each event's listener on its own; by name, the page is an event emitter like any other.
  const events = page as unknown as Pick<NodeJS.EventEmitter, 'on' | 'off'>;
  for (const [event, listener] of Object.entries(listeners)) events.on(event, listener);
  return {
    problems,
    loading: () => inFlight.size,
    stop: () => {
      for (const [event, listener] of Object.entries(listeners)) events.off(event, listener);
    },
  };
}
