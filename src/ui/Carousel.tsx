import { useEffect, useRef, useState, type ReactNode } from 'react';
import type Swiper from 'swiper';
import { PauseButton } from './PauseButton.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import { whenNearOrUsed } from './when-near-or-used.ts';
import '../styles/carousel.css';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name, e.g. 'Case studies'. */
  label: string;
  slides: readonly { id: string; content: ReactNode }[];
  /** Modifier class whose CSS sets how many slides show at each width (e.g. 'it-carousel--cases'). */
  className: string;
  /** Duration of a move in ms (spec: 500 for case studies, 1000 for logos). */
  speed?: number;
  /** Autoplay delay in ms; omitted means no autoplay. Autoplay wraps to the start. */
  autoplay?: number;
  dots?: boolean;
}

/**
 * A row of slides. The server HTML holds every slide on a native scroll-snap track,
 * laid out by CSS alone (how many show is set per modifier class with container
 * queries), so it reads and swipes without script. When the carousel nears the
 * viewport or is first used, swiper takes over that same markup (mount-swiper.ts,
 * loaded then, never with the page): eased moves of `speed` ms, dots, and autoplay
 * with a pause control, off under reduced motion until the visitor presses play.
 */
export function Carousel({ label, slides, className, speed = 500, autoplay, dots = false }: CarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const dotList = useRef<HTMLDivElement>(null);
  // Swiper is not React state (it mutates itself); `ready` tells the effects below it is there.
  const swiper = useRef<Swiper | null>(null);
  const [ready, setReady] = useState(false);
  const [pages, setPages] = useState(1);
  // null until the visitor presses pause or play: then their choice wins over the default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useReducedMotion();
  const playing = autoplay !== undefined && (choice ?? !reduced);

  useEffect(() => {
    const element = viewport.current;
    const region = element?.parentElement;
    if (!element || !region) return;
    let mounted: Swiper | undefined;
    let cancelled = false;
    const stop = whenNearOrUsed(region, () => {
      void import('./mount-swiper.ts').then(({ mountSwiper }) => {
        if (cancelled) return;
        mounted = mountSwiper(element, { autoplay, dots: dotList.current, onPages: setPages });
        swiper.current = mounted;
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      stop();
      mounted?.destroy(true, true);
      swiper.current = null;
      setReady(false);
    };
  }, [autoplay]);

  useEffect(() => {
    if (ready && swiper.current) swiper.current.params.speed = reduced ? 0 : speed;
  }, [ready, reduced, speed]);

  useEffect(() => {
    const autoplayer = ready ? swiper.current?.autoplay : undefined;
    if (!autoplayer) return;
    if (playing) autoplayer.start();
    else autoplayer.stop();
  }, [ready, playing]);

  return (
    <div className={`it-carousel ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={viewport} className="it-carousel__viewport">
        <ul className="it-carousel__track" tabIndex={0}>
          {slides.map((slide, i) => (
            <li
              key={slide.id}
              className="it-carousel__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      {(dots || autoplay !== undefined) && (
        // Until swiper runs they keep their room, unseen: the page is as tall before
        // the carousel wakes as after, so nothing below it moves when it does, and
        // a reload's restored position lands where the visitor was. Then hidden
        // while every slide fits: nothing to page or pause.
        <div className="it-carousel__controls" hidden={ready && pages <= 1} data-waiting={ready ? undefined : ''}>
          {autoplay !== undefined && (
            <PauseButton playing={playing} onToggle={() => setChoice(!playing)} subject={label} />
          )}
          {/* Swiper draws the dots in here (its Pagination), one per position. */}
          {dots && <div ref={dotList} className="it-carousel__dots" />}
        </div>
      )}
    </div>
  );
}
