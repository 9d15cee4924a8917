import '../styles/page.css';

/** Props of {@link RichHtml}. */
export interface RichHtmlProps {
  /** HTML the build rendered from a Markdown file (posts, policy and landing pages); never visitor input. */
  html: string;
  className?: string;
}

/**
 * Prose written in Markdown, as the HTML the build made of it, in the rich-text
 * styles. It takes HTML rather than data so that a page which does not hydrate
 * this part needs none of its text in JavaScript.
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  return (
    <div
      className={className ? `it-rich-text ${className}` : 'it-rich-text'}
      // The HTML is the build's own rendering of the site's Markdown, with raw HTML switched off.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
