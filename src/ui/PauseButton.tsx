import { iconFor } from './icons';
import '../styles/pause-button.css';

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
  const Icon = iconFor(playing ? 'Pause' : 'Play');
  return (
    <button
      type="button"
      className={`it-pause ${className}`}
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${subject}`}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}
