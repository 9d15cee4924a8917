import { cleanup, render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { findProduct } from '../../src/content/products';
import { ProductScreenshots, THUMB_HEIGHT, THUMB_WIDTH } from '../../src/sections/ProductScreenshots';
import modal from '../../src/styles/modal.css?inline';
import screenshots from '../../src/styles/product-screenshots.css?inline';
import { applyStyles, describeElement, focused } from '../layout/render-in-site';

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
  await waitFor(() => expect(dialog.contains(document.activeElement), 'focus inside the dialog').to.equal(true));
  return { thumb, dialog };
}

async function closed(view: ReturnType<typeof renderShots>) {
  await waitFor(() => expect(view.queryByRole('dialog'), 'dialog gone').to.equal(null), { timeout: 3000 });
}

describe('ProductScreenshots (CRM thumbnails and their modal)', () => {
  before(() => applyStyles(modal, screenshots));
  afterEach(cleanup);

  it('shows three 370x150 thumbnails and no dialog', () => {
    const view = renderShots();
    expect(view.thumbs).to.have.length(3);
    for (const img of view.container.querySelectorAll('img')) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal([
        `${THUMB_WIDTH}`,
        `${THUMB_HEIGHT}`,
      ]);
    }
    expect(view.queryByRole('dialog')).to.equal(null);
  });

  it('opens the pressed screenshot large in a modal dialog', async () => {
    const view = renderShots();
    const { dialog } = await openSecond(view);
    expect(dialog.querySelector('figcaption')?.textContent).to.equal(crm.screenshots[1]!.alt);
    expect(dialog.querySelector('img')!.getAttribute('width')).to.equal(`${crm.screenshots[1]!.width}`);
  });

  it('closes on Escape and gives focus back to the thumbnail', async () => {
    const view = renderShots();
    const { thumb } = await openSecond(view);
    await sendKeys({ press: 'Escape' });
    await closed(view);
    expect(focused()).to.equal(describeElement(thumb));
  });

  it('closes with its close button and gives focus back', async () => {
    const view = renderShots();
    const { thumb } = await openSecond(view);
    view.getByRole('button', { name: 'Close' }).click();
    await closed(view);
    expect(focused()).to.equal(describeElement(thumb));
  });

  it('closes on a click on the backdrop, but not on a click on the picture', async () => {
    const view = renderShots();
    const { thumb, dialog } = await openSecond(view);
    const box = dialog.querySelector('img')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    expect(view.queryByRole('dialog')).to.not.equal(null);
    await sendMouse({ type: 'click', position: [3, 3] });
    await closed(view);
    expect(focused()).to.equal(describeElement(thumb));
  });

  it('keeps Tab inside the dialog while it is open', async () => {
    const view = renderShots();
    const { dialog } = await openSecond(view);
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: i % 2 ? 'Shift+Tab' : 'Tab' });
      expect(dialog.contains(document.activeElement), `focus inside after Tab ${i + 1}: ${focused()}`).to.equal(true);
    }
    await sendKeys({ press: 'Escape' });
    await closed(view);
  });
});
