import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { ClientLogos } from '../../src/sections/ClientLogos';
import { ClientsArea } from '../../src/sections/ClientsArea';
import { InfoPage } from './InfoPage';

/** /testimonials: 'Testimonial', what clients say, and their logos. */
export default function TestimonialsPage() {
  return (
    <InfoPage copy="testimonials">
      <ClientsArea heading={false} />
      <Island name="ClientLogos" component={ClientLogos} props={{}} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.testimonials;
