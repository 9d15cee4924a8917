import type { Picture as PictureData } from '../content/types.ts';
import { Carousel } from '../ui/Carousel.tsx';
import { Picture } from '../ui/Picture.tsx';
import '../styles/carousel.css';
import '../styles/project-story.css';

/** The case study's image slider: 2 pictures shown, 1 below 575 px, with dots. */
export function ProjectGallery({ pictures }: { pictures: readonly PictureData[] }) {
  const slides = pictures.map((picture) => ({
    id: picture.src,
    content: (
      <figure className="it-project-gallery__figure">
        {/* The caption below names the picture; repeating it as alt text would read it twice. */}
        <Picture picture={{ ...picture, alt: '' }} />
        <figcaption>{picture.alt}</figcaption>
      </figure>
    ),
  }));
  return <Carousel label="Project pictures" slides={slides} className="it-carousel--project" dots />;
}
