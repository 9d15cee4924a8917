import { homeSections, mission, vision } from '../../src/content/home.ts';
import { iconFor } from '../../src/ui/icons.ts';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/grid.css';
import './mission-vision.css';

/** The mission and vision cards. */
export function MissionVision(words: SectionWords) {
  const card = usePart('card');
  const cards = [
    { ...mission, icon: iconFor('Target') },
    { ...vision, icon: iconFor('Eye') },
  ];
  return (
    <section className="it-section it-mission-vision" aria-labelledby="it-mission-vision-title">
      <div className="it-container">
        <SectionHeader heading={homeSections.missionVision} words={words} id="it-mission-vision-title" />
        <ul className="it-grid it-grid--2">
          {cards.map(({ title, text, icon: Icon }) => (
            <li key={title} className="it-mission-vision__card" part={card}>
              <Icon className="it-mission-vision__icon" aria-hidden="true" size={32} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
