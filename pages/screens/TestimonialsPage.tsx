import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { Clients } from '../../src/widgets/clients/Clients';
import { Testimonials } from '../../src/widgets/testimonials/Testimonials';
import { InfoPage } from './InfoPage';

/** /testimonials: 'Testimonial', what clients say, and their logos. */
export default function TestimonialsPage() {
  return (
    <InfoPage copy="testimonials">
      <Testimonials heading={false} />
      <Island name="Clients" component={Clients} props={{}} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.testimonials;
