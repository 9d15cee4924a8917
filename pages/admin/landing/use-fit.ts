import { useEffect, useRef, useState } from 'react';

/**
 * How much a frame `width` px wide must shrink to fit the area (never grow),
 * and the area's height, kept up to date as the window and panels change.
 */
export function useFit(width: number) {
  const area = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const zoom = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return { area, zoom, height: Math.max(box.height, 200) };
}
