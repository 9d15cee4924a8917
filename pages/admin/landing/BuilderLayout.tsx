import { useId, useState } from 'react';
import { useFit } from './use-fit.ts';
import { Puck } from '@puckeditor/core';
import { adminMessages } from '../messages.ts';
import { AddBlockForm } from './AddBlockForm.tsx';
import { BlockOutline } from './BlockOutline.tsx';
import { BuilderHeader } from './BuilderHeader.tsx';
import '../admin.css';
import './builder.css';

const words = adminMessages.builder;

/**
 * The widths the preview switches between: a phone's and a laptop's, the
 * widths the site's own pages are checked at (playwright.config.ts).
 */
export const previewWidths = [
  { width: 375, label: words.viewportPhone },
  { width: 1280, label: words.viewportDesktop },
] as const;

/**
 * The builder's screen, made of Puck's parts: the header (Check, Publish,
 * history), the blocks (add, a button each) and Puck's drag list on the
 * left, the preview at a phone's or a laptop's width in the middle, the
 * selected block's fields (or the page's) on the right.
 */
export function BuilderLayout() {
  const [width, setWidth] = useState<number>(1280);
  const name = useId();
  const { area, zoom, height } = useFit(width);
  return (
    <div className="admin-builder__grid">
      <BuilderHeader />
      <aside className="admin-builder__blocks" aria-label={words.blocks}>
        <AddBlockForm />
        <BlockOutline />
        <div className="admin-builder__drawer">
          <h2 className="admin-panel__heading">{words.dragHeading}</h2>
          <p className="admin-field__help">{words.dragHelp}</p>
          <Puck.Components />
        </div>
      </aside>
      <section className="admin-builder__canvas" aria-label={words.previewTitle}>
        <fieldset className="admin-viewports">
          <legend className="admin-visually-hidden">{words.viewport}</legend>
          {previewWidths.map((option) => (
            <label key={option.width} className="admin-viewports__choice">
              <input
                type="radio"
                name={name}
                value={option.width}
                checked={width === option.width}
                onChange={() => setWidth(option.width)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div ref={area} className="admin-builder__area">
          {/* The frame is as wide as the page would be, so the sections lay out as they do at that
              width, and drawn smaller to fit, as Puck's own canvas does (dnd-kit maps a scaled frame). */}
          <div className="admin-builder__fit" style={{ width: width * zoom, height }}>
            <div
              className="admin-builder__frame"
              style={{ width, height: height / zoom, transform: `scale(${zoom})`, transformOrigin: '0 0' }}
            >
              <Puck.Preview />
            </div>
          </div>
        </div>
      </section>
      <aside className="admin-builder__fields" aria-label={words.fieldsLabel}>
        <Puck.Fields />
      </aside>
    </div>
  );
}
