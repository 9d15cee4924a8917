import { cleanup, render, waitFor } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { findProduct } from '../../src/content/products.ts';
import { ProductScreenshots, THUMB_HEIGHT, THUMB_WIDTH } from '../../src/sections/ProductScreenshots.tsx';
import modal from '../../src/styles/modal.css?inline';
import screenshots from '../../src/styles/product-screenshots.css?inline';
import { applyStyles, describeElement, focused } from '../layout/render-in-site.tsx';

const crm = findProduct('crm')!;

function renderShots() {
  const view = render(<ProductScreenshots shots={crm.screenshots} product={crm.title} />);
  const thumbs = view.getAllByRole('button', { name: /^Enlarge/ });
  return { ...view, thumbs };
}

/** Opens the second screenshot from the keyboard-focused thumbnail and returns its dialog. */
async function openSecond(view: ReturnType<typeof renderShots>) {
  const thumb = view.thumbs[1]!;
  thumb.focus();
  thumb.click();
  const dialog = await view.findByRole('dialog');
  await waitFor(() => assert.equal(dialog.contains(document.activeElement), true, 'focus inside the dialog'));
  return { thumb, dialog };
}

async function closed(view: ReturnType<typeof renderShots>) {
  await waitFor(() => assert.equal(describeElement(view.queryByRole('dialog')), 'nothing', 'dialog gone'), {
    timeout: 3000,
  });
}

describe('ProductScreenshots (CRM thumbnails and their modal)', () => {
  before(() => applyStyles(modal, screenshots));
  afterEach(cleanup);

  it('shows three 370x150 thumbnails and no dialog', () => {
    const view = renderShots();
    assert.equal(view.thumbs.length, 3);
    for (const img of view.container.querySelectorAll('img')) {
      assert.deepEqual([img.getAttribute('width'), img.getAttribute('height')], [`${THUMB_WIDTH}`, `${THUMB_HEIGHT}`]);
    }
    assert.equal(describeElement(view.queryByRole('dialog')), 'nothing');
  });

  it('opens the pressed screenshot large in a modal dialog', async () => {
    const view = renderShots();
    const { dialog } = await openSecond(view);
    assert.equal(dialog.querySelector('figcaption')?.textContent, crm.screenshots[1]!.alt);
    assert.equal(dialog.querySelector('img')!.getAttribute('width'), `${crm.screenshots[1]!.width}`);
  });

  it('closes on Escape and gives focus back to the thumbnail', async () => {
    const view = renderShots();
    const { thumb } = await openSecond(view);
    await sendKeys({ press: 'Escape' });
    await closed(view);
    assert.equal(focused(), describeElement(thumb));
  });

  it('closes with its close button and gives focus back', async () => {
    const view = renderShots();
    const { thumb } = await openSecond(view);
    view.getByRole('button', { name: 'Close' }).click();
    await closed(view);
    assert.equal(focused(), describeElement(thumb));
  });

  it('closes on a click on the backdrop, but not on a click on the picture', async () => {
    const view = renderShots();
    const { thumb, dialog } = await openSecond(view);
    const box = dialog.querySelector('img')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    assert.notEqual(view.queryByRole('dialog'), null);
    await sendMouse({ type: 'click', position: [3, 3] });
    await closed(view);
    assert.equal(focused(), describeElement(thumb));
  });

  it('keeps Tab inside the dialog while it is open', async () => {
    const view = renderShots();
    const { dialog } = await openSecond(view);
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: i % 2 ? 'Shift+Tab' : 'Tab' });
      // Tab past either end lands on a focus guard, which hands focus on at the next frame.
      await waitFor(() =>
        assert.equal(dialog.contains(document.activeElement), true, `focus inside after Tab ${i + 1}: ${focused()}`),
      );
    }
    await sendKeys({ press: 'Escape' });
    await closed(view);
  });
});
