// A toast asked for just before an in-app navigation shows on the next screen
// for its full 5 s (issue: the sign-up and forgot-password toasts were lost,
// because each page mounted its own toaster and /login replaced it at once).
// And the toaster's library stays out of the home page until a toast is wanted.
import assert from 'node:assert/strict';
import { describe, it } from '../support/e2e-test.ts';
import type { Page } from '@playwright/test';
import { pageMessages } from '../../src/content/page-messages.ts';
import { wakeIslands } from '../support/site-page.ts';

/** A toast shows for 5 s; at this age it must still be there. */
const STILL_SHOWING_AFTER_MS = 3000;

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await wakeIslands(page);
}

/** Waits for the toast on /login, then checks it is still there a while later. */
async function assertToastOnLogin(page: Page, message: string) {
  await page.waitForURL('**/login');
  const toast = page.getByRole('alert').filter({ hasText: message });
  await toast.waitFor({ state: 'visible', timeout: 3000 });
  await page.waitForTimeout(STILL_SHOWING_AFTER_MS);
  assert.ok(await toast.isVisible(), `"${message}" still shows ${STILL_SHOWING_AFTER_MS} ms later`);
  assert.equal(new URL(page.url()).pathname, '/login');
}

describe('a toast raised before a navigation shows on the next screen', () => {
  it('a valid sign-up goes to /login, where Registration Complete successfully! shows and stays', async ({ page }) => {
    await openHydrated(page, '/register');
    await page.getByLabel('Full Name').fill('Zoë Łukasz');
    await page.getByLabel('Email').fill('zoe@example.com');
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Confirm Password').fill('correct horse');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await assertToastOnLogin(page, pageMessages.account.registered);
  });

  it('a valid forgot-password request goes to /login, where You successfully Login! shows and stays', async ({
    page,
  }) => {
    await openHydrated(page, '/forgot');
    await page.getByLabel('Email').fill('zoe@example.com');
    await page.getByRole('button', { name: 'Resend Password' }).click();
    await assertToastOnLogin(page, pageMessages.account.passwordSent);
  });
});

describe('the toaster costs the home page nothing', () => {
  it('the home page loads no toast library, even once hydrated and idle', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await wakeIslands(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    assert.ok(bodies.length > 0, 'the home page loads its app');
    // react-toastify names every class it renders with this prefix.
    assert.ok(!bodies.some((body) => body.includes('Toastify')), 'no script on / carries react-toastify');
  });
});
