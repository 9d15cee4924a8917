import { pageMeta } from '../../src/content/page-meta';
import { site } from '../../src/content/site';
import { widgetCatalog } from '../../widgets/catalogue';
import { galleryCopy } from '../../src/content/widgets/gallery';
import { WidgetDocView } from './WidgetDocView';
import { InfoPage } from './InfoPage';
import '../../src/styles/base.css';
import '../../src/styles/gallery.css';

/** /widgets: every tag live, with its attributes, events, parts and a snippet to copy. */
export default function WidgetsPage() {
  return (
    <InfoPage copy="widgets">
      {/* The live tags come from the same built script partners load. */}
      <script type="module" src="/widgets/index.js" />
      <section className="it-section it-container it-gallery">
        <h2 id="it-gallery-loader">{galleryCopy.loaderTitle}</h2>
        <p>{galleryCopy.loaderText}</p>
        <pre className="it-gallery__code" role="region" aria-labelledby="it-gallery-loader" tabIndex={0}>
          <code>{`<link rel="stylesheet" href="${site.url}/widgets/reserve.css">\n<script type="module" src="${site.url}/widgets/index.js"></script>`}</code>
        </pre>
        <div className="it-gallery__behaviour">
          <h2>{galleryCopy.instantTitle}</h2>
          <p>{galleryCopy.instantText}</p>
          <h2>{galleryCopy.behaviourTitle}</h2>
          {galleryCopy.behaviourText.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        {widgetCatalog.map((doc) => (
          <WidgetDocView key={doc.name} doc={doc} />
        ))}
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.widgets;
