import { cleanup, render } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { until } from '../../support/until.ts';
import { offset, slidesInView } from '../../ui/carousel-geometry.ts';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { clients } from '../../../src/content/clients.ts';
import { Clients } from '../../../widgets/clients/Clients.tsx';
import carousel from '../../../src/styles/carousel.css?inline';
import clientLogos from '../../../widgets/clients/client-logos.css?inline';
import { applyStyles } from '../../layout/render-in-site.tsx';

describe('Clients (the rotating client strip)', () => {
  before(() => applyStyles(carousel, clientLogos));
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  it('names every client in its markup', () => {
    const { container } = render(<Clients />);
    assert.deepEqual(
      [...container.querySelectorAll('img')].map((img) => img.alt),
      clients.map((c) => c.logo.alt),
    );
  });

  for (const [width, shown] of [
    [1280, 4],
    [900, 3],
    [600, 2],
    [400, 1],
  ] as const) {
    it(`shows ${shown} logo${shown > 1 ? 's' : ''} at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      const { container } = render(<Clients />);
      assert.equal(slidesInView(container), shown);
    });
  }

  it('rotates on its own on a narrow screen, and stops with its pause control', async () => {
    await setViewport({ width: 400, height: 800 });
    const { container, getByRole, findByRole } = render(<Clients />);
    await until(() => offset(container) < 0, 'the strip to move on');
    getByRole('button', { name: 'Pause Client logos' }).click();
    await findByRole('button', { name: 'Play Client logos' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const stopped = offset(container);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    assert.equal(offset(container), stopped);
  });

  it('does not rotate under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await setViewport({ width: 400, height: 800 });
    const { container, findByRole } = render(<Clients />);
    await findByRole('button', { name: 'Play Client logos' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    assert.equal(offset(container), 0);
  });
});
