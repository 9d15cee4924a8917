import { pageMeta } from '../../src/content/pages';
import { site } from '../../src/content/site';
import { InfoPage } from './InfoPage';

/** /contact: the two offices, then the enquiry form. */
export default function ContactPage() {
  return (
    <InfoPage copy="contact">
      <section className="it-section it-container it-offices" aria-label="Our offices">
        {site.offices.map((office) => (
          <address key={office.region} className="it-office">
            <h2>
              {office.region}, {office.city}
            </h2>
            <p>
              <strong>{site.legalName}</strong>
              {office.address.map((line) => (
                <span key={line} className="it-office__line">
                  {line}
                </span>
              ))}
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        ))}
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.contact;
