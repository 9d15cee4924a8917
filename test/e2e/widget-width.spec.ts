// A widget lays out by its own width, not the window's: the enquiry form in a
// partner's 340 px sidebar on a 1280 px page is laid out exactly as the same
// form on a 340 px phone screen, field for field.
import assert from 'node:assert/strict';
import { describe, it } from '../support/e2e-test.ts';
import type { Browser } from '@playwright/test';

/** A plain partner page: the enquiry form alone, or in a 340 px sidebar beside an article. */
function pageWith(sidebar: boolean): string {
  const form = '<it-enquiry-form></it-enquiry-form>';
  const body = sidebar
    ? `<div style="display:flex;gap:40px;padding:20px"><article style="flex:1">Partner news</article><aside style="flex:none;width:340px">${form}</aside></div>`
    : form;
  return `<!doctype html><html lang="en"><body style="margin:0">${body}<script type="module" src="/widgets/enquiry-form.js"></script></body></html>`;
}

/** A control's box, in whole CSS pixels from the widget's top-left corner. */
type Box = { x: number; y: number; width: number; height: number };

/** The fields whose places the tests compare. */
const fields = ['name', 'email', 'phone', 'project'] as const;

/** Where each control of the form sits, relative to the widget's top-left corner, once React has rendered it. */
async function controlBoxes(browser: Browser, url: string, viewportWidth: number, sidebar: boolean) {
  const page = await browser.newPage({ viewport: { width: viewportWidth, height: 900 } });
  await page.route('**/__widget-width.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: pageWith(sidebar) }),
  );
  await page.goto(`${url}/__widget-width.html`);
  const form = page.locator('it-enquiry-form');
  await form.locator('form').waitFor();
  const boxes = await form.evaluate((host) => {
    const origin = host.getBoundingClientRect();
    return Object.fromEntries(
      [...host.shadowRoot!.querySelectorAll<HTMLElement>('input:not([tabindex="-1"]), select, textarea, button')].map(
        (control) => {
          const box = control.getBoundingClientRect();
          const key = control.getAttribute('name') ?? control.textContent ?? control.tagName;
          return [
            key,
            {
              x: Math.round(box.x - origin.x),
              y: Math.round(box.y - origin.y),
              width: Math.round(box.width),
              height: Math.round(box.height),
            },
          ];
        },
      ),
    );
  });
  const width = (await form.boundingBox())!.width;
  await page.close();
  for (const name of fields) assert.ok(boxes[name], `the form has a ${name} field`);
  return { boxes: boxes as Record<string, Box> & Record<(typeof fields)[number], Box>, width };
}

describe('the enquiry form widget in a narrow column', () => {
  it('is laid out in a 340 px sidebar of a 1280 px page as on a 340 px phone', async ({ browser, baseURL }) => {
    const phone = await controlBoxes(browser, baseURL!, 340, false);
    const sidebar = await controlBoxes(browser, baseURL!, 1280, true);
    assert.equal(sidebar.width, 340);
    assert.equal(phone.width, 340);
    assert.deepEqual(sidebar.boxes, phone.boxes);
  });

  it('stacks its fields in one column there, each as wide as the form', async ({ browser, baseURL }) => {
    const { boxes } = await controlBoxes(browser, baseURL!, 1280, true);
    assert.ok(
      boxes.email.y > boxes.name.y + boxes.name.height,
      `e-mail (y ${boxes.email.y}) sits below name (ends at ${boxes.name.y + boxes.name.height})`,
    );
    assert.ok(boxes.project.y > boxes.phone.y + boxes.phone.height, 'the service choice sits below the phone number');
    assert.equal(boxes.email.x, boxes.name.x);
    assert.equal(boxes.email.width, boxes.name.width);
  });

  it('puts two fields side by side when the same widget has a wide column', async ({ browser, baseURL }) => {
    const { boxes } = await controlBoxes(browser, baseURL!, 1280, false);
    assert.equal(boxes.email.y, boxes.name.y, 'name and e-mail share a row on a wide page');
    assert.ok(boxes.email.x > boxes.name.x + boxes.name.width);
  });
});
