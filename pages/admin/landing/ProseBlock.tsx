import type { LandingSection } from '../../landing-sections.ts';
import { LandingPageBlock } from '../../screens/LandingPageBlock.tsx';
import { adminMessages } from '../messages.ts';
import { useRenderedMarkdown } from '../preview/use-rendered-markdown.ts';
import { PreviewNote } from '../preview/PreviewNote.tsx';
import { CanvasBlock, type CanvasBlockProps } from './CanvasBlock.tsx';

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
