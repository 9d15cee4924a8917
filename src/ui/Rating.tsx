import { iconFor } from './icons.ts';
import '../styles/base.css';
import '../styles/rating.css';

/** Props of {@link Rating}. */
export interface RatingProps {
  value: number;
  outOf: number;
  label: string;
}

/** A star rating read out as text ('Average client rating: 4.0 out of 5'); the stars are decoration. */
export function Rating({ value, outOf, label }: RatingProps) {
  const Star = iconFor('Star');
  return (
    <p className="it-rating">
      <span className="it-rating__stars" aria-hidden="true">
        {Array.from({ length: outOf }, (_, i) => (
          <Star key={i} size={18} className={i < Math.round(value) ? 'is-filled' : undefined} />
        ))}
      </span>
      <span>
        <span className="it-visually-hidden">{label}: </span>
        {value.toFixed(1)} <span className="it-rating__of">out of {outOf}</span>
      </span>
    </p>
  );
}
