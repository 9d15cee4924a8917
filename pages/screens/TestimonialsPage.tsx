import { pageMeta } from '../../src/content/pages';
import { CallToAction } from '../../src/sections/CallToAction';
import { ClientLogos } from '../../src/sections/ClientLogos';
import { ClientsArea } from '../../src/sections/ClientsArea';
import { InfoPage } from './InfoPage';

/** /testimonials: 'Testimonial', what clients say, their logos and a call to action. */
export default function TestimonialsPage() {
  return (
    <InfoPage copy="testimonials">
      <ClientsArea heading={false} />
      <ClientLogos />
      <CallToAction />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.testimonials;
