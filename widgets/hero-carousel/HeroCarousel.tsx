import { heroSlides } from '../../src/content/home.ts';
import { FadeCarousel } from '../../src/ui/FadeCarousel.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
import './hero-slides.css';

/**
 * The home hero's fading carousel of three pictures, each with its caption.
 * It stays on FadeCarousel's CSS fade while the other carousels use swiper: it is
 * in the first viewport and turns on its own from the start, so swiper here (about
 * 23 KB gzip with its fade effect) would join the JavaScript every home page loads
 * before any interaction, for what a fade, a timer and a swipe handler already do.
 */
export function HeroCarousel({ interval }: { interval?: number }) {
  const slides = heroSlides.map((slide, i) => ({
    id: slide.id,
    content: (
      <figure className="it-hero-slide">
        <Picture picture={slide.picture} priority={i === 0 ? true : 'later'} className="it-hero-slide__image" />
        <figcaption className="it-hero-slide__caption">{slide.caption}</figcaption>
      </figure>
    ),
  }));
  return <FadeCarousel label="What we build" slides={slides} interval={interval} className="it-hero-slides" />;
}
