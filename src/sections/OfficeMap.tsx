import { useState } from 'react';
import { mapCopy, officeMapPoints, osmEmbedUrl } from '../content/office-maps.ts';
import type { Office } from '../content/site.ts';
import '../styles/base.css';
import '../styles/offices.css';

/**
 * A click-to-load map of one office, 400 px high. Until the visitor presses
 * the button nothing is requested from the map provider: the page makes no
 * third-party request on load, and no provider sees visitors who never asked.
 */
export function OfficeMap({ office }: { office: Office }) {
  const [loaded, setLoaded] = useState(false);
  const point = officeMapPoints.find((entry) => entry.region === office.region);
  if (!point) return null;
  if (loaded) {
    return (
      <div className="it-office-map">
        <iframe
          className="it-office-map__frame"
          src={osmEmbedUrl(point)}
          title={mapCopy.frameTitle(office.city)}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </div>
    );
  }
  return (
    <div className="it-office-map it-office-map--facade">
      <p>{office.address.join(', ')}</p>
      <button type="button" className="it-button" onClick={() => setLoaded(true)}>
        {mapCopy.load(office.city)}
      </button>
      <p className="it-office-map__note">{mapCopy.note}</p>
    </div>
  );
}
