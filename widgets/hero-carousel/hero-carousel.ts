import { defineWidget } from '../../src/elements/define-widget';
import { heroCarouselWidget } from './contract';
import styles from './HeroCarousel?styles';
import firstView from './HeroCarousel?first-view';

defineWidget(heroCarouselWidget, {
  styles,
  firstView,
  load: () => import('./HeroCarousel').then((m) => m.HeroCarousel),
});
