// The widgets on a partner's page: another origin, hostile global CSS, and the
// company's server answering the form across origins. The same tags on a plain
// page are the reference: they must look and work the same.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/content/site.ts';
import { watchProblems } from '../support/browser.ts';
import { expect, mailTest as test } from '../support/e2e-test.ts';
import { until } from '../support/until.ts';
import { widgetsReady } from '../support/widget-ready.ts';

/** Computed styles a visitor would notice, read inside the widgets' shadow roots once React has adopted them. */
async function lookOf(page: Page) {
  await widgetsReady(page, ['it-enquiry-form', 'it-tech-stack']);
  await page.waitForFunction(() => {
    const form = document.querySelector('it-enquiry-form:state(ready)')?.shadowRoot?.querySelector('form');
    const tab = document.querySelector('it-tech-stack:state(ready)')?.shadowRoot?.querySelector('[role="tab"]');
    return Boolean(form && tab);
  });
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  return page.evaluate<Record<string, Record<string, string | number> | null>>(`(() => {
    const pick = (element) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        display: style.display, fontFamily: style.fontFamily, fontSize: style.fontSize, color: style.color,
        background: style.backgroundColor, border: style.borderTopStyle, boxSizing: style.boxSizing,
        width: Math.round(box.width), height: Math.round(box.height),
      };
    };
    const form = document.querySelector('it-enquiry-form').shadowRoot;
    const tabs = document.querySelector('it-tech-stack').shadowRoot;
    return {
      form: pick(form.querySelector('form')),
      input: pick(form.querySelector('input[name="name"]')),
      select: pick(form.querySelector('select')),
      submit: pick(form.querySelector('button[type="submit"]')),
      label: pick(form.querySelector('label')),
      tab: pick(tabs.querySelector('[role="tab"]')),
      item: pick(tabs.querySelector('.it-tech-stack__item')),
    };
  })()`);
}

test.describe('on a partner page with hostile global CSS, served from another origin', () => {
  test('the enquiry form and the technology tabs look exactly as on a plain page', async ({ page, mailSite }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${mailSite.partnerUrl}/plain.html`);
    const plain = await lookOf(page);
    await page.goto(`${mailSite.partnerUrl}/partner.html`);
    // The partner's CSS really is hostile: its own heading is red and 30px serif.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color), 'rgb(255, 0, 0)');
    const hostile = await lookOf(page);
    assert.deepEqual(hostile, plain);
    assert.notEqual(hostile.submit?.display, 'none');
  });

  test('the tabs switch by click and by keyboard', async ({ page, mailSite }) => {
    await page.goto(`${mailSite.partnerUrl}/partner.html`);
    await lookOf(page);
    const tab = (name: string) => page.locator('it-tech-stack').getByRole('tab', { name });
    await tab('Backend').click();
    assert.equal(await tab('Backend').getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowRight');
    assert.equal(await tab('Database').getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Home');
    assert.equal(await tab('Mobile').getAttribute('aria-selected'), 'true');
  });

  test('a real enquiry posts across origins; the mail names the sender and service and shows the verified partner, its page and utm_*', async ({
    page,
    mailSite,
  }) => {
    const problems = watchProblems(page);
    const landing = `${mailSite.partnerUrl}/partner.html?utm_source=partner-newsletter&utm_campaign=spring`;
    await page.goto(landing);
    await lookOf(page);
    await page.evaluate(() => document.querySelector('it-enquiry-form')!.setAttribute('source', 'partner-sidebar'));
    const form = page.locator('it-enquiry-form');
    await form.getByLabel('Name').fill('Zoë Łukasz');
    await form.getByLabel('Email').fill('zoe@northwind.example');
    await form.getByLabel('Phone').fill('+1 302 555 0147');
    await form.locator('select').selectOption('cloud-infrastructure');
    await form
      .getByLabel('Project Details')
      .fill('We would like to move our tracking platform to the cloud this spring.');
    const success = page.evaluate(
      () =>
        new Promise<{ form: string; id: string }>((resolve) =>
          document.addEventListener(
            'it-success',
            (event) => resolve((event as CustomEvent<{ form: string; id: string }>).detail),
            { once: true },
          ),
        ),
    );
    await form.locator('button[type="submit"]').click();
    const detail = await success;
    assert.equal(detail.form, 'enquiry');
    assert.match(detail.id, /\S{6,}/);
    // The sender's acknowledgement carries the lead's id too, and may arrive first.
    const companyMail = (m: { messageId?: string }) => m.messageId?.startsWith(`<${detail.id}@`) ?? false;
    await until(() => mailSite.sink.received.some(companyMail), 'the enquiry mail');
    const mail = mailSite.sink.received.find(companyMail)!;
    assert.equal(mail.subject, 'Enquiry from Zoë Łukasz: Cloud Infrastructure');
    const source = mail.text?.slice(mail.text.indexOf('\n== Source ==\n')) ?? '';
    assert.ok(source.includes(`Partner site: ${mailSite.partnerUrl} (verified`), source);
    assert.ok(source.includes('Partner label:\n> partner-sidebar\n'), source);
    assert.ok(source.includes(`Page:\n> ${landing}\n`), source);
    assert.match(source, /utm_source:\n> partner-newsletter\nutm_campaign:\n> spring\n/);
    await page.locator('it-toaster').getByRole('alert').first().waitFor();
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
  });
});

test.describe('lifecycle events and analytics on a partner page of another origin', () => {
  test('each tag tells the page it is ready with it-ready and its tag name', async ({ page, mailSite }) => {
    // The partner's listener is on the page before the widget script runs, as the embedding guide says.
    await page.addInitScript(() => {
      const heard: string[] = [];
      Object.assign(window, { readyTags: heard });
      document.addEventListener('it-ready', (event) => heard.push((event as CustomEvent<{ tag: string }>).detail.tag));
    });
    await page.goto(`${mailSite.partnerUrl}/partner.html`);
    await page.waitForFunction(() => (window as unknown as { readyTags: string[] }).readyTags.length >= 3);
    const tags = await page.evaluate(() => (window as unknown as { readyTags: string[] }).readyTags);
    assert.deepEqual([...tags].sort(), ['it-enquiry-form', 'it-tech-stack', 'it-toaster']);
  });

  test("with a bare data-layer, GTM's dataLayer gets the form's events with its name, up to it-success, and none of the visitor's words", async ({
    page,
    mailSite,
  }) => {
    const problems = watchProblems(page);
    await page.goto(`${mailSite.partnerUrl}/data-layer.html`);
    await lookOf(page);
    const form = page.locator('it-enquiry-form');
    await form.getByLabel('Name').focus();
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@analytical.example');
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.locator('select').selectOption('ui-ux');
    await form.getByLabel('Project Details').fill('A review of our engine for the difference of tables.');
    await form.locator('button[type="submit"]').click();
    type Entry = { event: string; form?: string; tag?: string };
    const layer = () => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer?: Entry[] }).dataLayer?.some((entry) => entry.event === 'it-success'),
    );
    const pushed = await layer();
    assert.deepEqual(
      pushed.map((entry) => entry.event),
      ['it-ready', 'it-start', 'it-submit', 'it-success'],
    );
    assert.equal(pushed[0]!.tag, 'it-enquiry-form');
    for (const entry of pushed.slice(1)) assert.equal(entry.form, 'enquiry', entry.event);
    assert.doesNotMatch(JSON.stringify(pushed), /Ada|analytical|engine/);
    // The other tags on the page have no data-layer: they push nothing.
    assert.equal(pushed.filter((entry) => entry.tag && entry.tag !== 'it-enquiry-form').length, 0);
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
  });
});

test.describe('the first view, before React arrives, on a partner page of another origin', () => {
  /**
   * Holds back the widgets' React runtime chunk until `release()`: what the
   * partner's visitor sees on a slow connection, or when the chunk never comes.
   */
  async function holdReact(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/widgets\/chunks\/runtime-[\w-]+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    return { release, held };
  }

  test('shows the form and the tabs with their labels while React is held back, and the form posts natively', async ({
    page,
    mailSite,
  }) => {
    const react = await holdReact(page);
    const landing = `${mailSite.partnerUrl}/plain.html?utm_source=trade-fair&utm_campaign=autumn`;
    await page.goto(landing);
    const form = page.locator('it-enquiry-form');
    await form.getByText('Your Name', { exact: true }).waitFor();
    for (const label of ['Your Name', 'Your Email', 'Phone Number', 'Service', 'Project Details']) {
      assert.ok(await form.getByText(label, { exact: true }).isVisible(), `${label} is visible`);
    }
    assert.ok(await page.locator('it-tech-stack').getByRole('tab', { name: 'Backend' }).isVisible());
    // The pictures on screen are fetched first, their size reserved; those below wait.
    const icons = await page.evaluate(() =>
      [...document.querySelector('it-tech-stack')!.shadowRoot!.querySelectorAll('img')].map((img) => ({
        onScreen: img.getBoundingClientRect().top < innerHeight,
        priority: img.getAttribute('fetchpriority'),
        sized: img.getAttribute('width') === '48' && img.getAttribute('height') === '48',
      })),
    );
    assert.ok(icons.length > 0 && icons.every((icon) => icon.sized), 'every icon has its width and height');
    const onScreen = icons.filter((icon) => icon.onScreen);
    assert.ok(onScreen.length > 0 && onScreen.every((icon) => icon.priority === 'high'), JSON.stringify(icons));
    assert.ok(
      icons.filter((icon) => !icon.onScreen).every((icon) => icon.priority !== 'high'),
      JSON.stringify(icons),
    );
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@cobol.example');
    await form.getByLabel('Phone').fill('+1 202 555 0131');
    await form.locator('select').selectOption('it-staffing');
    await form.getByLabel('Project Details').fill('Two engineers for our compiler team, from January.');
    // Using the form asked for React, which is still held: the visitor sends before it comes.
    assert.ok(react.held.length > 0, 'the runtime chunk was asked for');
    assert.equal(await page.evaluate(() => document.querySelector('it-enquiry-form')!.matches(':state(ready)')), false);
    await Promise.all([page.waitForURL(`${mailSite.url}/thank-you`), form.locator('button[type="submit"]').click()]);
    await until(
      () => mailSite.sink.received.find((m) => m.subject === 'Enquiry from Grace Hopper: IT Staffing'),
      'the mail',
    );
    const mail = mailSite.sink.received.find((m) => m.subject === 'Enquiry from Grace Hopper: IT Staffing')!;
    const source = mail.text?.slice(mail.text.indexOf('\n== Source ==\n')) ?? '';
    assert.ok(source.includes(`Partner site: ${mailSite.partnerUrl} (verified`), source);
    assert.ok(source.includes(`Page:\n> ${landing}\n`), source);
    assert.match(source, /utm_source:\n> trade-fair\nutm_campaign:\n> autumn\n/);
    react.release();
  });

  test("with success-url the send lands on the partner's own page, before React (303) and after it", async ({
    page: awake,
    context,
    mailSite,
  }) => {
    const fill = async (page: Page, name: string) => {
      const form = page.locator('it-enquiry-form');
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill('ada@northwind.example');
      await form.getByLabel('Phone').fill('+1 302 555 0148');
      await form.locator('select').selectOption('ui-ux');
      await form.getByLabel('Project Details').fill('A redesign of our driver app.');
      return form.locator('button[type="submit"]');
    };
    await awake.goto(`${mailSite.partnerUrl}/success.html`);
    await widgetsReady(awake, ['it-enquiry-form']);
    const send = await fill(awake, 'Ada Awake');
    await Promise.all([awake.waitForURL(`${mailSite.partnerUrl}/thanks.html`), send.click()]);

    const cases: [path: string, lands: string][] = [
      ['/success.html', `${mailSite.partnerUrl}/thanks.html`],
      // Not a partner the server allows: the thank-you page, never the foreign address.
      ['/foreign-success.html', `${mailSite.url}/thank-you`],
    ];
    for (const [path, lands] of cases) {
      const page = await context.newPage();
      const react = await holdReact(page);
      await page.goto(`${mailSite.partnerUrl}${path}`);
      const button = await fill(page, 'Ada Native');
      await Promise.all([page.waitForURL(lands), button.click()]);
      react.release();
      await page.close();
    }
  });

  test('React adopts the very nodes of the first view, with what the visitor typed meanwhile, and no hydration warning', async ({
    page,
    mailSite,
  }) => {
    const problems = watchProblems(page);
    const react = await holdReact(page);
    await page.goto(`${mailSite.partnerUrl}/plain.html`);
    const form = page.locator('it-enquiry-form');
    await form.getByLabel('Name').fill('Katherine Johnson');
    // Every element of both first views, kept to compare with what React shows once it has come.
    // (A string: tsx would wrap a named inner function in a helper the page lacks.)
    await page.evaluate(`window.firstView = ['it-enquiry-form', 'it-tech-stack'].flatMap((tag) =>
      [...document.querySelector(tag).shadowRoot.querySelectorAll('*')])`);
    react.release();
    await widgetsReady(page, ['it-enquiry-form', 'it-tech-stack']);
    const same = await page.evaluate(() => {
      const before = (window as unknown as { firstView: Element[] }).firstView;
      const form = document.querySelector('it-enquiry-form')!.shadowRoot!;
      return {
        kept: before.filter((node) => node.isConnected).length,
        total: before.length,
        sameInput: before.includes(form.querySelector('input[name="name"]')!),
        sameForm: before.includes(form.querySelector('form')!),
      };
    });
    assert.ok(same.sameInput && same.sameForm, 'the form and its fields are the nodes of the first view');
    assert.equal(same.kept, same.total, 'every node of the first view is still on the page');
    // React holds the name typed before it came: sending flags the other fields, not this one.
    await form.locator('button[type="submit"]').click();
    await until(async () => (await form.getByLabel('Email').getAttribute('aria-invalid')) === 'true', 'email flagged');
    assert.notEqual(await form.getByLabel('Name').getAttribute('aria-invalid'), 'true');
    assert.equal(await form.getByLabel('Name').inputValue(), 'Katherine Johnson');
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
  });

  test('a tab pressed before React came is the one open once it has', async ({ page, mailSite }) => {
    const react = await holdReact(page);
    await page.goto(`${mailSite.partnerUrl}/plain.html`);
    const tabs = page.locator('it-tech-stack');
    await tabs.getByRole('tab', { name: 'Database' }).click();
    assert.equal(await tabs.getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected'), 'true');
    react.release();
    await widgetsReady(page, ['it-tech-stack']);
    const database = tabs.getByRole('tab', { name: 'Database' });
    await until(async () => (await database.getAttribute('aria-selected')) === 'true', 'the Database tab selected');
    assert.ok(await tabs.getByText('PostgreSQL').isVisible());
  });

  test('prefills from the attributes and the page URL in the first view, before React', async ({ page, mailSite }) => {
    await holdReact(page);
    await page.goto(`${mailSite.partnerUrl}/plain.html?it_email=ada%40engine.example&it_message=About%20the%20engine`);
    await page.evaluate(() => {
      const tag = document.createElement('it-enquiry-form');
      tag.id = 'named';
      tag.setAttribute('name', 'Ada Lovelace');
      tag.setAttribute('no-url-prefill', '');
      document.querySelector('main')!.append(tag);
    });
    const first = page.locator('it-enquiry-form').first();
    await until(async () => (await first.getByLabel('Email').inputValue()) === 'ada@engine.example', 'URL prefill');
    assert.equal(await first.getByLabel('Project Details').inputValue(), 'About the engine');
    const named = page.locator('#named');
    assert.equal(await named.getByLabel('Name').inputValue(), 'Ada Lovelace');
    assert.equal(await named.getByLabel('Email').inputValue(), '', 'no-url-prefill leaves the URL alone');
  });
});

/** What it-error tells the page of a refused send. */
type RefusalDetail = { status: number; message: string };

test.describe('on a page of an origin the server does not trust', () => {
  test("a send tells the visitor this form cannot send from here and gives the company's address; what they typed stays", async ({
    page,
    mailSite,
  }) => {
    await page.goto(`${mailSite.strangerUrl}/plain.html`);
    await widgetsReady(page, ['it-enquiry-form']);
    const form = page.locator('it-enquiry-form');
    const typed = {
      'Your Name': 'Grace Hopper',
      'Your Email': 'grace@stranger.example',
      'Phone Number': '+1 555 010 0199',
    };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    await form.getByLabel('Service').selectOption({ label: 'Cloud Infrastructure' });
    await form.getByLabel('Project Details').fill('A compiler for the fleet. stranger-origin');
    const refused = page.evaluate(
      () =>
        new Promise<RefusalDetail>((resolve) =>
          document.addEventListener('it-error', (event) => resolve((event as CustomEvent<RefusalDetail>).detail), {
            once: true,
          }),
        ),
    );
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const detail = await refused;
    assert.equal(detail.status, 403, 'the refusal itself, not a network failure');
    assert.equal(detail.message, messages.form.originRefused);
    assert.ok(messages.form.originRefused.includes(site.email), 'the message gives the address');
    const toast = page.getByText(messages.form.originRefused);
    await expect(toast).toBeVisible();
    await expect(page.getByText(messages.form.networkError)).toHaveCount(0);
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(form.getByLabel('Service')).toHaveValue('cloud-infrastructure');
    await expect(form.getByLabel('Project Details')).toHaveValue('A compiler for the fleet. stranger-origin');
    // Toasts close after 5 s; the address must stay until the visitor has written it down.
    await page.waitForTimeout(6000);
    await expect(toast).toBeVisible();
    assert.ok(!mailSite.sink.received.some((mail) => mail.text?.includes('stranger-origin')), 'nothing was sent');
  });
});

test.describe('the landing page made only of tags', () => {
  test('renders every tag from one script under the site CSP, with no error', async ({ page, mailSite }) => {
    const problems = watchProblems(page);
    await page.goto(`${mailSite.url}/examples/landing.html`);
    const tags = await page.evaluate(() =>
      [...document.querySelectorAll('main > *')].map((element) => element.localName),
    );
    assert.ok(tags.length >= 6 && tags.every((tag) => tag.startsWith('it-')), `only it-* tags: ${tags.join(', ')}`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main > *')].every((element) =>
        element.shadowRoot?.querySelector('[part~="base"]'),
      ),
    );
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, { console: [], errors: [], failedRequests: [] });
  });
});
