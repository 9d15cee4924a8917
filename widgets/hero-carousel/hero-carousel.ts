import { defineWidget } from '../../src/elements/define-widget.ts';
import { autoplayFadeCarousels } from '../../src/ui/autoplay-fade-carousels.ts';
import { heroCarouselWidget } from './contract.ts';
import styles from './HeroCarousel.tsx?styles';
import firstView from './HeroCarousel.tsx?first-view';

defineWidget(heroCarouselWidget, {
  styles,
  firstView,
  firstViewMotion: (shadow, { interval }) => autoplayFadeCarousels(shadow, interval as number | undefined),
  load: () => import('./HeroCarousel.tsx').then((m) => m.HeroCarousel),
});
