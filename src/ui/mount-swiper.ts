// Loaded by Carousel with import() when a carousel nears the viewport or is first
// used, so swiper (26 KB gzip with these modules) is never in a page's first JavaScript.
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import '../styles/carousel.css';

/** Options of {@link mountSwiper}. */
export interface MountSwiperOptions {
  /** Autoplay delay in ms, or undefined for none. Autoplay starts stopped: the caller starts it. */
  autoplay?: number;
  /** Where swiper draws the dots, or null for none. */
  dots: HTMLElement | null;
  /** Told how many positions the carousel can take (1: every slide fits, nothing to page). */
  onPages: (pages: number) => void;
}

/**
 * Swiper on a carousel's server markup: `viewport` holds `.it-carousel__track`,
 * which holds the `.it-carousel__slide`s. Elements, not selectors, so it works in
 * a shadow root. How many slides show stays CSS's business (carousel.css, container
 * queries on the section, hence the widget's width): `slidesPerView: 'auto'` reads
 * the slides' widths, so nothing moves when swiper takes over the scrolled track.
 */
export function mountSwiper(viewport: HTMLElement, { autoplay, dots, onPages }: MountSwiperOptions): Swiper {
  const track = viewport.querySelector<HTMLElement>('.it-carousel__track')!;
  const slides = [...track.children] as HTMLElement[];
  // The native scroll position (a swipe or a Tab before the script came) becomes swiper's first slide.
  const start = slides[0]?.offsetLeft ?? 0;
  const initialSlide = Math.max(
    0,
    slides.filter((slide) => slide.offsetLeft - start <= track.scrollLeft + 1).length - 1,
  );
  const report = (swiper: Swiper) => onPages(swiper.snapGrid.length);
  const swiper = new Swiper(viewport, {
    modules: [A11y, Autoplay, Pagination],
    wrapperClass: 'it-carousel__track',
    slideClass: 'it-carousel__slide',
    slidesPerView: 'auto',
    // The gap carousel.css sets; swiper draws it as a margin, so the CSS gap goes once swiper is on.
    spaceBetween: parseFloat(getComputedStyle(track).columnGap) || 0,
    initialSlide,
    // No speed here: Carousel sets params.speed (0 under reduced motion) before anything moves.
    // Tabbing through slides already in view leaves the carousel still (A11y's scrollOnFocus).
    watchSlidesProgress: true,
    autoplay: autoplay === undefined ? false : { delay: autoplay, enabled: false, disableOnInteraction: false },
    pagination: dots
      ? {
          el: dots,
          clickable: true,
          bulletElement: 'button',
          bulletClass: 'it-carousel__dot',
          bulletActiveClass: 'is-current',
        }
      : false,
    // The markup's own semantics and labels ('2 of 6', 'Go to slide 2'): the slides stay items of the track's list.
    a11y: {
      slideRole: 'listitem',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      paginationBulletMessage: 'Go to slide {{index}}',
    },
    on: { init: report, snapGridLengthChange: report },
  });
  // The track was a focusable scroller whose arrow keys moved it; they keep doing so.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.target !== track) return;
    if (event.key === 'ArrowRight') swiper.slideNext();
    else if (event.key === 'ArrowLeft') swiper.slidePrev();
  };
  track.addEventListener('keydown', handleKeyDown);
  swiper.on('destroy', () => track.removeEventListener('keydown', handleKeyDown));
  return swiper;
}
