import { useSlot } from './widget-context.ts';

/** Props of {@link SlotText}. */
export interface SlotTextProps {
  /** The widget attribute that gives these words (`intro`). */
  slot: string;
  text: string | undefined;
  className: string;
}

/**
 * A line of words a tag's attribute may give. Without words it is left out on
 * the site; inside a widget it is kept, hidden and marked, so the first view can
 * put the attribute's words there before it is painted (fillFirstViewWords).
 */
export function SlotText({ slot, text, className }: SlotTextProps) {
  const mark = useSlot(slot);
  if (!text && !mark) return null;
  return (
    <p className={className} data-it-text={mark} hidden={text ? undefined : true}>
      {text}
    </p>
  );
}
