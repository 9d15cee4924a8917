import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { Clients } from '../../widgets/clients/Clients';
import { Testimonials } from '../../widgets/testimonials/Testimonials';
import { InfoPage } from './InfoPage';

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
