import { iconFor } from './icons.ts';
import '../styles/pause-button.css';

const Pause = iconFor('Pause');
const Play = iconFor('Play');

/** Props of {@link PauseButton}. */
export interface PauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the label: 'slideshow', 'client logos'... */
  subject: string;
  className?: string;
}

/** The visible pause/play control every autoplaying carousel carries (WCAG 2.2.2). */
export function PauseButton({ playing, onToggle, subject, className = '' }: PauseButtonProps) {
  return (
    <button
      type="button"
      className={`it-pause ${className}`}
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${subject}`}
    >
      {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
    </button>
  );
}
