import { cleanup } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { site } from '../../src/content/site.ts';
import { Offices } from '../../src/sections/Offices.tsx';
import offices from '../../src/styles/offices.css?inline';
import { applyStyles, describeElement, renderInSite } from '../layout/render-in-site.tsx';

describe('Offices and OfficeMap', () => {
  afterEach(() => cleanup());

  it('shows India, Chennai and USA, Delaware with the company, address and the info e-mail', () => {
    const view = renderInSite(<Offices heading="Our Offices" />, '/contact');
    assert.deepEqual(
      view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
      ['India, Chennai', 'USA, Delaware'],
    );
    assert.equal(view.getAllByText(site.legalName).length, 2);
    assert.equal(view.getAllByRole('link', { name: site.email }).length, 2);
  });

  it('loads nothing from the map provider until asked, then shows a 400 px OpenStreetMap frame', async () => {
    applyStyles(offices);
    const view = renderInSite(<Offices heading="Our Offices" />, '/contact');
    assert.equal(describeElement(view.container.querySelector('iframe')), 'nothing');
    assert.equal(
      performance.getEntriesByType('resource').some((e) => e.name.includes('openstreetmap')),
      false,
    );
    const facade = view.getByRole('button', { name: 'Show the map of our Chennai office' });
    assert.equal(facade.parentElement!.getBoundingClientRect().height, 400);
    facade.click();
    const frame = (await view.findByTitle('Map of our Chennai office')) as HTMLIFrameElement;
    assert.match(frame.src, /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    assert.equal(frame.parentElement!.getBoundingClientRect().height, 400);
    assert.equal(view.container.querySelectorAll('iframe').length, 1, 'the other map stays a facade');
  });
});
