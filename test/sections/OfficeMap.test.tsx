import { cleanup } from '@testing-library/react';
import { expect } from 'chai';
import { site } from '../../src/content/site';
import { Offices } from '../../src/sections/Offices';
import offices from '../../src/styles/offices.css?inline';
import { applyStyles, renderInSite } from '../layout/render-in-site';

describe('Offices and OfficeMap', () => {
  afterEach(() => cleanup());

  it('shows India, Chennai and USA, Delaware with the company, address and the info e-mail', () => {
    const view = renderInSite(<Offices heading="Our Offices" />, '/contact');
    expect(view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).to.deep.equal([
      'India, Chennai',
      'USA, Delaware',
    ]);
    expect(view.getAllByText(site.legalName)).to.have.length(2);
    expect(view.getAllByRole('link', { name: site.email })).to.have.length(2);
  });

  it('loads nothing from the map provider until asked, then shows a 400 px OpenStreetMap frame', async () => {
    applyStyles(offices);
    const view = renderInSite(<Offices heading="Our Offices" />, '/contact');
    expect(view.container.querySelector('iframe')).to.equal(null);
    expect(performance.getEntriesByType('resource').some((e) => e.name.includes('openstreetmap'))).to.equal(false);
    const facade = view.getByRole('button', { name: 'Show the map of our Chennai office' });
    expect(facade.parentElement!.getBoundingClientRect().height).to.equal(400);
    facade.click();
    const frame = (await view.findByTitle('Map of our Chennai office')) as HTMLIFrameElement;
    expect(frame.src).to.match(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(frame.parentElement!.getBoundingClientRect().height).to.equal(400);
    expect(view.container.querySelectorAll('iframe')).to.have.length(1, 'the other map stays a facade');
  });
});
