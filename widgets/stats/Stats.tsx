import { useEffect, useRef, useState } from 'react';
import { stats } from '../../src/content/home.ts';
import { COUNT_DURATION_MS, countWhenSeen } from '../../src/ui/count-up-on-scroll.ts';
import '../../src/styles/base.css';
import './stats.css';

/** How long a counter takes to reach its target (spec: 4 s), kept with the script that counts on the site's pages. */
export { COUNT_DURATION_MS };

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The statistics strip. The server HTML carries the final numbers, so they can be
 * read without JavaScript; in the browser each counter starts from zero and counts
 * up over 4 s once the strip scrolls into view (at once under reduced motion).
 * On the site's pages it is static, and a small script counts its figures
 * (count-up-on-scroll.ts, through `data-count-up`); in a widget, React does.
 */
export function Stats() {
  const ref = useRef<HTMLElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion() || typeof IntersectionObserver === 'undefined') return;
    setProgress(0);
    return countWhenSeen(element, setProgress);
  }, []);

  return (
    <section ref={ref} className="it-stats" aria-label="Our track record" data-count-up="">
      <ul className="it-container it-stats__list">
        {stats.map((stat) => (
          <li key={stat.label}>
            <span className="it-stats__value" data-target={stat.value}>
              {Math.round(stat.value * progress)}
              {stat.suffix}
            </span>
            <span className="it-stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
