import { useContext } from 'react';
import type { Picture as PictureData } from '../content/types.ts';
import { AssetBaseContext } from './widget-context.ts';

/** URL of a file under src/assets/images/ as the current page should request it. */
export function useImageUrl(src: string): string {
  return `${useContext(AssetBaseContext)}assets/images/${src}`;
}

/** Props of {@link Picture}. */
export interface PictureProps {
  picture: PictureData;
  /**
   * true: above the fold, load at once with high priority. 'later': on screen
   * but not shown yet (a carousel's next slides), lazy at low priority so it
   * never competes with the picture that is. Otherwise lazy.
   */
  priority?: boolean | 'later';
  /** Display size when it differs from the intrinsic one (keeps the ratio reserved). */
  width?: number;
  height?: number;
  className?: string;
}

/** An image with its size reserved (no layout shift), lazy below the fold. */
export function Picture({ picture, priority = false, width, height, className }: PictureProps) {
  return (
    <img
      className={className}
      src={useImageUrl(picture.src)}
      alt={picture.alt}
      width={width ?? picture.width}
      height={height ?? picture.height}
      loading={priority === true ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority === true ? 'high' : priority === 'later' ? 'low' : undefined}
    />
  );
}
