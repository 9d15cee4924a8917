// A person's enquiry, sent from a real Chromium, proves itself with the form's
// proof-of-work without the visitor seeing or doing anything, and so reaches
// every destination: the company's mail (not marked unverified), the signed
// webhook, Slack and the sender's acknowledgement. On the site, and from the
// widget on a partner's page of another origin under a strict CSP.
import type { Locator, Page } from '@playwright/test';
import { leadMail } from '../../src/content/lead-mail.ts';
import { watchProblems } from '../support/browser.ts';
import { expect, test } from '../support/e2e-test.ts';
import { startLeadSite, type LeadSite } from '../support/lead-site.ts';
import { until } from '../support/until.ts';
import { widgetsReady } from '../support/widget-ready.ts';

let site: LeadSite;
test.beforeAll(async () => {
  site = await startLeadSite();
});
test.afterAll(async () => {
  await site.close();
});

/** Fills the enquiry form as a visitor does, the marker in the message. */
async function fillEnquiry(form: Locator | Page, marker: string): Promise<void> {
  await form.getByLabel(/Name/).first().fill('José Álvarez');
  await form.getByLabel(/Email/).first().fill(`jose.${marker}@example.com`);
  await form.getByLabel(/Phone/).fill('+34 612 345 678');
  await form.locator('select[name="project"]').selectOption({ label: 'Cloud Infrastructure' });
  await form.getByLabel('Project Details').fill(`Move our apps to AWS. ${marker}`);
}

/** Waits for the lead with `marker` at every destination and checks none of them took it for a bot's. */
async function expectVerifiedEverywhere(marker: string): Promise<void> {
  const mail = await until(() => site.companyMail().find((m) => m.text?.includes(marker)), 'the company mail', {
    timeoutMs: 15_000,
  });
  const text = mail?.text ?? '';
  const source = text.slice(text.indexOf('== Source =='));
  expect(source, 'the company mail is not marked unverified').not.toContain(leadMail.verdict.unverified);
  await until(() => site.webhook.received.find((hook) => hook.body.includes(marker)), 'the webhook');
  expect(site.webhook.received.find((hook) => hook.body.includes(marker))?.verified, 'signed').toBe(true);
  await until(() => site.slack.received.find((hook) => hook.body.includes(marker)), 'the Slack message');
  await until(
    () => site.acknowledgements().find((m) => [m.to ?? []].flat().some((to) => to.text.includes(marker))),
    'the acknowledgement to the sender',
  );
}

test.describe('a person sending an enquiry', () => {
  test('on /contact: the lead reaches the company mail unmarked, the webhook, Slack and the acknowledgement', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto(`${site.url}/contact`);
    await fillEnquiry(page, 'site-visitor');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectVerifiedEverywhere('site-visitor');
    expect(problems).toEqual({ console: [], errors: [], failedRequests: [] });
  });

  test('from <it-enquiry-form> on a partner page of another origin with a strict CSP: the same, and no CSP report', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(site.partnerPage);
    // Typed only once the widget has woken: what this test judges is the check and the lead, not the wake-up.
    await widgetsReady(page, ['it-enquiry-form']);
    const form = page.locator('it-enquiry-form');
    await fillEnquiry(form, 'partner-visitor');
    const success = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('it-success', resolve, { once: true })),
    );
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await success;
    await expectVerifiedEverywhere('partner-visitor');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(problems).toEqual({ console: [], errors: [], failedRequests: [] });
  });

  test('the check adds no box to see and no stop to tab to, on the site and in the widget', async ({ page }) => {
    for (const [url, scope] of [
      [`${site.url}/contact`, page.locator('form.it-form')],
      [site.partnerPage, page.locator('it-enquiry-form')],
    ] as const) {
      await page.goto(url);
      const height = async () => (await scope.boundingBox())?.height;
      const before = await height();
      await scope.getByLabel('Project Details').fill('Typing starts the check.');
      const check = scope.locator('altcha-widget');
      await expect(check, 'the check is in the form').toHaveCount(1);
      await expect(check.locator('input[type="hidden"][name="altcha"]')).not.toHaveValue('');
      await expect(check).toBeHidden();
      expect(await height(), 'the form is as tall as before the check came').toBe(before);
      await expect(scope.getByRole('checkbox')).toHaveCount(0);
      // From the message, Tab reaches the send button next: nothing in between.
      await page.keyboard.press('Tab');
      await expect(scope.getByRole('button', { name: 'Send Enquiry' })).toBeFocused();
    }
  });
});
