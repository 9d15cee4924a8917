import { cleanup, within } from '../support/testing-library.ts';
import assert from 'node:assert/strict';
import { products } from '../../src/content/products.ts';
import { services } from '../../src/content/services.ts';
import { site } from '../../src/content/site.ts';
import { Footer } from '../../src/layout/Footer.tsx';
import { FooterArea } from '../../src/layout/FooterArea.tsx';
import { renderInSite } from './render-in-site.tsx';

function renderFooter() {
  const view = renderInSite(<Footer />);
  return { ...view, footer: within(view.getByRole('contentinfo')) };
}

/** The links listed under the footer heading `name`. */
function linksUnder(footer: ReturnType<typeof renderFooter>['footer'], name: string): HTMLAnchorElement[] {
  const column = footer.getByRole('heading', { name }).parentElement!;
  return within(column).getAllByRole<HTMLAnchorElement>('link');
}

describe('Footer', () => {
  afterEach(() => cleanup());

  it('shows the four column headings: Explore, Services, Products, Contact Us', () => {
    const { footer } = renderFooter();
    const headings = footer.getAllByRole('heading').map((h) => h.textContent);
    assert.deepEqual(headings, ['Explore', 'Services', 'Products', 'Contact Us']);
  });

  it('lists the six Explore pages, one link per service and one per product', () => {
    const { footer } = renderFooter();
    assert.deepEqual(
      linksUnder(footer, 'Explore').map((a) => a.getAttribute('href')),
      ['/home', '/about', '/services', '/products', '/career', '/contact'],
    );
    assert.deepEqual(
      linksUnder(footer, 'Services').map((a) => a.getAttribute('href')),
      services.map((s) => `/services/${s.slug}`),
    );
    assert.equal(services.length, 6);
    assert.deepEqual(
      linksUnder(footer, 'Products').map((a) => a.getAttribute('href')),
      ['/products/erp', '/products/crm'],
    );
    assert.deepEqual(
      linksUnder(footer, 'Products').map((a) => a.textContent),
      products.map((p) => p.title),
    );
  });

  it('offers the info e-mail as a mailto link and a phone number with the +91 country code', () => {
    const { footer } = renderFooter();
    const [email, phone] = linksUnder(footer, 'Contact Us');
    assert.equal(email!.getAttribute('href'), `mailto:${site.email}`);
    assert.equal(email!.textContent, site.email);
    assert.match(phone!.textContent, /^\+91[\d ]+$/);
    assert.match(phone!.getAttribute('href')!, /^tel:\+91\d+$/);
  });

  it('prints the copyright line with the private limited company and the year 2025', () => {
    const { footer } = renderFooter();
    const line = footer.getByText(/All rights reserved\./);
    assert.equal(line.textContent, `© 2025 ${site.legalName}. All rights reserved.`);
    assert.match(line.textContent, /Private Limited\. All rights reserved\.$/);
  });

  it('names every social link for screen readers and points it at the network', () => {
    const { footer } = renderFooter();
    for (const social of site.socials) {
      const link = footer.getByRole('link', { name: `${site.name} on ${social.label}` });
      assert.equal(link.getAttribute('href'), social.href);
    }
  });
});

describe('FooterArea', () => {
  afterEach(() => cleanup());

  it('invites the visitor to start a project and links to the contact page', () => {
    const { getByRole } = renderInSite(<FooterArea />);
    const band = within(getByRole('region', { name: 'Ready to start your project?' }));
    assert.equal(band.getByRole('link', { name: /Get in touch/ }).getAttribute('href'), '/contact');
  });
});
