import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PauseButton } from './PauseButton';
import { useReducedMotion } from './use-reduced-motion';
import { scrollTrackTo, slidesPerView } from './scroll-track';
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
 * A row of slides on native horizontal scrolling with snap points: swipe, trackpad
 * and keyboard scrolling work without script, and every slide is in the server HTML.
 * Script adds dots, eased moves of `speed` ms and autoplay with a pause control.
 * How many slides show is pure CSS (media queries on the modifier class), so the
 * server and first client render agree and nothing shifts.
 */
export function Carousel({ label, slides, className, speed = 500, autoplay, dots = false }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(1);
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useReducedMotion();
  const playing = autoplay !== undefined && (choice ?? !reduced);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => {
      const perView = slidesPerView(element);
      setPages(Math.max(1, slides.length - perView + 1));
      setPage(Math.round(element.scrollLeft / (element.scrollWidth / slides.length)));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [slides.length]);

  const goTo = (target: number) => {
    if (track.current) scrollTrackTo(track.current, target, reduced ? 0 : speed);
  };

  useEffect(() => {
    if (!playing || autoplay === undefined) return;
    const timer = window.setTimeout(() => goTo(page + 1 >= pages ? 0 : page + 1), autoplay);
    return () => window.clearTimeout(timer);
  }, [playing, page, pages, autoplay]);

  return (
    <div className={`it-carousel ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className="it-carousel__track" tabIndex={0}>
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
      {(dots || autoplay !== undefined) && (
        // Hidden while every slide fits (and before script measures): nothing to page or pause then.
        <div className="it-carousel__controls" hidden={pages <= 1}>
          {autoplay !== undefined && (
            <PauseButton playing={playing} onToggle={() => setChoice(!playing)} subject={label} />
          )}
          {dots && (
            <ol className="it-carousel__dots">
              {Array.from({ length: pages }, (_, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className="it-carousel__dot"
                    aria-label={`Go to slide ${i + 1}`}
                    aria-current={i === page ? 'true' : undefined}
                    onClick={() => goTo(i)}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
