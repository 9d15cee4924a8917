import type { LandingSection } from '../../landing-sections';
import { LandingPageBlock } from '../../screens/LandingPageBlock';
import { adminMessages } from '../messages';
import { useRenderedMarkdown } from '../preview/use-rendered-markdown';
import { PreviewNote } from '../preview/PreviewNote';
import { CanvasBlock, type CanvasBlockProps } from './CanvasBlock';

/** Props of {@link ProseBlock}. */
export interface ProseBlockProps {
  markdown: string;
  sections: Readonly<Record<string, LandingSection>>;
  dragRef: CanvasBlockProps['dragRef'];
}

/** A prose block in the preview: its Markdown as the build renders it (the server's renderer), in the page's prose styles. */
export function ProseBlock({ markdown, sections, dragRef }: ProseBlockProps) {
  const { html, error } = useRenderedMarkdown(markdown);
  return (
    <CanvasBlock label={adminMessages.builder.prose} dragRef={dragRef}>
      {html !== undefined ? (
        <LandingPageBlock block={{ kind: 'prose', html }} sections={sections} />
      ) : (
        <PreviewNote>
          {error ? adminMessages.errors.renderFailed(error) : adminMessages.builder.proseLoading}
        </PreviewNote>
      )}
    </CanvasBlock>
  );
}
