import { locales } from '../../src/content/locales.ts';
import { pageMeta } from '../../src/content/page-meta.ts';
import { site } from '../../src/content/site.ts';
import { configuratorCopy, widgetsPageCopy as copy } from '../../src/content/widgets/gallery.ts';
import { Island } from '../../src/elements/Island.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { widgetCatalog } from '../../widgets/catalogue.ts';
import { configuratorTags } from '../widget-docs/configurator-tags.ts';
import { WidgetConfigurator } from '../widget-docs/WidgetConfigurator.tsx';
import { widgetGuidePath } from '../widget-docs/widget-guide-path.ts';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/widget-configurator.css';

/**
 * /widgets: the configurator (an island that wakes when used or near the
 * viewport), then every tag with its summary as plain HTML, each linking to
 * its reference in the embedding guide.
 */
export default function WidgetsPage() {
  const props = {
    tags: configuratorTags(widgetCatalog),
    locales: locales.map(({ code, name }) => ({ code, name })),
    origin: site.url,
    copy: configuratorCopy,
  };
  return (
    <InfoPage copy="widgets">
      <section className="it-section it-container" aria-labelledby="it-configurator-title">
        <h2 id="it-configurator-title">{copy.title}</h2>
        <p>{copy.intro}</p>
        <p>
          <Link href={widgetGuidePath}>{copy.guideLink}</Link>
        </p>
        <Island name="WidgetConfigurator" component={WidgetConfigurator} props={props} />
      </section>
      <section className="it-section it-container" aria-labelledby="it-tag-list-title">
        <h2 id="it-tag-list-title">{copy.listTitle}</h2>
        <p>{copy.loaderText}</p>
        <ul className="it-tag-list">
          {widgetCatalog.map((doc) => (
            <li key={doc.name} className="it-tag-list__item">
              <Link href={`${widgetGuidePath}#it-${doc.name}`}>
                <code>{`<it-${doc.name}>`}</code>
              </Link>
              <p>{doc.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.widgets;
