import { useContext } from 'react';
import type { WidgetDoc } from '../../../src/content/widgets/types.ts';
import type { LandingSection } from '../../landing-sections.ts';
import { LandingPageBlock } from '../../screens/LandingPageBlock.tsx';
import { PreviewBoundary } from '../preview/PreviewBoundary.tsx';
import { CanvasBlock, type CanvasBlockProps } from './CanvasBlock.tsx';
import { PagePreviewContext } from './page-context.ts';
import { sectionBlock } from './section-props.ts';

/** Props of {@link SectionBlock}. */
export interface SectionBlockProps {
  doc: WidgetDoc;
  /** The block's attributes by contract name, as the builder holds them. */
  attributes: Readonly<Record<string, unknown>>;
  sections: Readonly<Record<string, LandingSection>>;
  label: string;
  dragRef: CanvasBlockProps['dragRef'];
}

/** A tag's block in the preview: the site's own section, with the page's FAQ items for a FAQ block. */
export function SectionBlock({ doc, attributes, sections, label, dragRef }: SectionBlockProps) {
  const { faq } = useContext(PagePreviewContext);
  const block = sectionBlock(doc, attributes, faq);
  return (
    <CanvasBlock label={label} dragRef={dragRef}>
      <PreviewBoundary key={JSON.stringify(block.props)}>
        <LandingPageBlock block={block} sections={sections} />
      </PreviewBoundary>
    </CanvasBlock>
  );
}
