import { defineWidget } from '../../src/elements/define-widget';
import { autoplayFadeCarousels } from '../../src/ui/autoplay-fade-carousels';
import { heroCarouselWidget } from './contract';
import styles from './HeroCarousel?styles';
import firstView from './HeroCarousel?first-view';

defineWidget(heroCarouselWidget, {
  styles,
  firstView,
  firstViewMotion: (shadow, { interval }) => autoplayFadeCarousels(shadow, interval as number | undefined),
  load: () => import('./HeroCarousel').then((m) => m.HeroCarousel),
});
