import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { FADE_INTERVAL_MS, takeOverFadeCarousel } from './autoplay-fade-carousels.ts';
import { iconFor } from './icons.ts';
import { PauseButton } from './PauseButton.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useSwipe } from './use-swipe.ts';
import '../styles/fade-carousel.css';

/** Time between slides (spec: 5000 ms), kept with the script that turns them before React. */
export { FADE_INTERVAL_MS };

const Prev = iconFor('ChevronLeft');
const Next = iconFor('ChevronRight');

/** Props of {@link FadeCarousel}. */
export interface FadeCarouselProps {
  /** Accessible name of the carousel, e.g. 'Highlights'. */
  label: string;
  slides: readonly { id: string; content: ReactNode }[];
  interval?: number;
  className?: string;
}

/**
 * Slides stacked in one place that cross-fade, advance every `interval` and wrap.
 * Every slide is in the markup from the server on (only the first is shown), a
 * swipe of 40 px or more changes slide, and the pause control stops the rotation;
 * so do the pointer over it and focus inside it, for as long as they stay. Under
 * reduced motion it does not rotate unless the visitor presses play. Until React
 * comes, a small script turns the prerendered slides (autoplay-fade-carousels.ts,
 * through `data-autoplay`, which names no interval: the tag's `interval`
 * attribute keeps the first view); React shows on from the slide it left.
 */
export function FadeCarousel({ label, slides, interval = FADE_INTERVAL_MS, className = '' }: FadeCarouselProps) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: then their choice wins over the default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reduced = useReducedMotion();
  const id = useId();
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const swipe = useSwipe((direction) => go(-direction));
  const rotating = choice ?? !reduced;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLElement>(null);

  // Before the first paint of React's own: the script may have turned the slides,
  // and the visitor may already point at or be inside the carousel.
  useLayoutEffect(() => {
    const carousel = root.current!;
    setIndex(takeOverFadeCarousel(carousel));
    setHovered(carousel.matches(':hover'));
    setFocused(carousel.matches(':focus-within'));
  }, []);

  useEffect(() => {
    if (!rotating || hovered || focused || count < 2) return;
    // A timeout per slide (not an interval) restarts the wait after a manual change.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, hovered, focused, index, interval, count]);

  const handleBlur = (event: FocusEvent) => setFocused(event.currentTarget.contains(event.relatedTarget));

  return (
    <section
      ref={root}
      className={`it-fade-carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay=""
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className="it-fade-carousel__viewport" {...swipe} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            id={`${id}-${i}`}
            className={`it-fade-carousel__slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="it-fade-carousel__controls">
        <PauseButton playing={rotating} onToggle={() => setChoice(!rotating)} subject="slideshow" />
        <button type="button" className="it-fade-carousel__arrow" onClick={() => go(-1)} aria-label="Previous slide">
          <Prev aria-hidden="true" size={18} />
        </button>
        <ol className="it-fade-carousel__dots">
          {slides.map((slide, i) => (
            <li key={slide.id}>
              <button
                type="button"
                className="it-fade-carousel__dot"
                aria-label={`Show slide ${i + 1}`}
                aria-controls={`${id}-${i}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            </li>
          ))}
        </ol>
        <button type="button" className="it-fade-carousel__arrow" onClick={() => go(1)} aria-label="Next slide">
          <Next aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
