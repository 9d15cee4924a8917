// The landing page Check and Publish lay out: its blocks as LandingPage.tsx
// renders them, each marked with its place, so axe's findings name the block.
import type { LandingDraft } from '../../../src/content/editor-api.ts';
import type { FaqItem, LandingBlock } from '../../../src/content/types.ts';
import type { CatalogueEntry } from '../../../widgets/catalogue.ts';
import type { LandingSection } from '../../landing-sections.ts';
import { LandingPageBlock } from '../../screens/LandingPageBlock.tsx';
import { adminMessages } from '../messages.ts';
import { renderedNow } from '../preview/use-rendered-markdown.ts';
import { placeAttribute, scopeAttribute } from '../publish/accessibility.ts';
import type { PageToCheck } from '../publish/page-check.ts';
import { blockLabel } from './builder-config.tsx';
import { sectionBlock } from './section-props.ts';
import '../../../src/styles/layout.css';

/** The draft's page for the checks: prose rendered by the server first, as the build would. */
export async function landingPageToCheck(
  draft: LandingDraft,
  blockIds: readonly string[],
  entries: readonly CatalogueEntry[],
  sections: Readonly<Record<string, LandingSection>>,
): Promise<PageToCheck> {
  const faq = Array.isArray(draft.frontMatter.faq) ? (draft.frontMatter.faq as unknown as FaqItem[]) : undefined;
  const blocks = await Promise.all(
    draft.blocks.map(async (block): Promise<LandingBlock | undefined> => {
      if (block.kind === 'prose') return { kind: 'prose', html: (await renderedNow(block.markdown)).html ?? '' };
      const doc = entries.find((entry) => entry.doc.name === block.widget)?.doc;
      return doc && sectionBlock(doc, block.attributes, faq);
    }),
  );
  const islands = draft.blocks.flatMap((block) =>
    block.kind === 'section' ? (sections[block.widget]?.island ?? []) : [],
  );
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    title: adminMessages.builder.previewTitle,
    look: {
      title: str(draft.frontMatter.title) ?? '',
      lang: str(draft.frontMatter.lang),
      theme: str(draft.frontMatter.theme),
      accent: str(draft.frontMatter.accent),
    },
    islands,
    page: (
      <main className="it-main">
        {blocks.map((block, index) => {
          const type =
            draft.blocks[index]!.kind === 'prose' ? 'Prose' : (draft.blocks[index] as { widget: string }).widget;
          return (
            block && (
              // display: contents keeps the block's own box where the page has it; the marks only tell axe's finds apart.
              <div
                key={index}
                style={{ display: 'contents' }}
                {...{
                  [placeAttribute]: adminMessages.publish.inBlock(blockLabel(type), index),
                  [scopeAttribute]: blockIds[index],
                }}
              >
                <LandingPageBlock block={block} sections={sections} />
              </div>
            )
          );
        })}
      </main>
    ),
  };
}
