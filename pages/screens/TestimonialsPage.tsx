import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { Clients } from '../../widgets/clients/Clients.tsx';
import { Testimonials } from '../../widgets/testimonials/Testimonials.tsx';
import { InfoPage } from './InfoPage.tsx';

/** /testimonials: 'Testimonial', what clients say, and their logos. */
export default function TestimonialsPage() {
  return (
    <InfoPage copy="testimonials">
      <Testimonials showHeading={false} />
      <Island name="Clients" component={Clients} props={{}} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.testimonials;
