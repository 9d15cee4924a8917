import { defineWidget } from '../src/elements/define-widget';
import { heroCarouselWidget } from '../src/content/widgets/hero-carousel';
import styles from '../src/sections/HeroSlides?styles';
import firstView from '../src/sections/HeroSlides?first-view';

defineWidget(heroCarouselWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/HeroSlides').then((m) => m.HeroSlides),
});
