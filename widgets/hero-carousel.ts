import { defineWidget } from '../src/elements/define-widget';
import { heroCarouselWidget } from '../src/content/widgets/hero-carousel';
import { HeroSlides } from '../src/sections/HeroSlides';
import styles from '../src/sections/HeroSlides?styles';

defineWidget(heroCarouselWidget, HeroSlides, styles);
