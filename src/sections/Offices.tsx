import { Island } from '../elements/Island.tsx';
import { site } from '../content/site.ts';
import { OfficeMap } from './OfficeMap.tsx';
import '../styles/base.css';
import '../styles/offices.css';

/** The two offices (India, Chennai; USA, Delaware): company, address and the info e-mail beside a click-to-load map. */
export function Offices({ heading }: { heading: string }) {
  return (
    <section className="it-section it-container it-offices" aria-labelledby="it-offices-heading">
      <h2 id="it-offices-heading" className="it-visually-hidden">
        {heading}
      </h2>
      {site.offices.map((office) => (
        <div key={office.region} className="it-offices__office">
          <div className="it-offices__details">
            <h3>
              {office.region}, {office.city}
            </h3>
            {/* <address> may hold no heading, so it wraps the contact lines only. */}
            <address>
              <p>
                <strong>{site.legalName}</strong>
                {office.address.map((line) => (
                  <span key={line} className="it-offices__line">
                    {line}
                  </span>
                ))}
              </p>
              <p>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            </address>
          </div>
          <Island name="OfficeMap" component={OfficeMap} props={{ office }} wake="used" />
        </div>
      ))}
    </section>
  );
}
