import { clients, homeSections } from '../../src/content/home.ts';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
import '../../src/styles/base.css';
import '../../src/styles/carousel.css';
import './client-logos.css';

/** How long the logo strip takes to move (spec: 1000 ms). */
export const LOGO_SPEED_MS = 1000;
/** How often the logo strip moves on its own (spec: 2500 ms). */
export const LOGO_AUTOPLAY_MS = 2500;

/** The rotating strip of client logos: 4 shown, 3 below 1024 px, 2 below 768, 1 below 480. */
export function Clients() {
  const slides = clients.map((client) => ({
    id: client.id,
    content: <Picture picture={client.logo} className="it-client-logo" />,
  }));
  return (
    <section className="it-section it-client-logos" aria-label={homeSections.clients.title}>
      <div className="it-container">
        <p className="it-client-logos__title">{homeSections.clients.title}</p>
        <Carousel
          label="Client logos"
          slides={slides}
          className="it-carousel--logos"
          speed={LOGO_SPEED_MS}
          autoplay={LOGO_AUTOPLAY_MS}
        />
      </div>
    </section>
  );
}
