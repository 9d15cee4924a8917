import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { footerCopy } from '../content/footer.ts';
import { layoutIds } from './layout-ids.ts';
import '../styles/scroll-top.css';

/**
 * The scroll-to-top arrow, linking to the anchor at the top of the page. It is
 * hidden in the prerendered HTML and appears once the visitor has scrolled
 * down more than one screen; fixed positioning keeps it from shifting anything.
 */
export function ScrollTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <a
      href={`#${layoutIds.top}`}
      className={visible ? 'it-scroll-top it-scroll-top--visible' : 'it-scroll-top'}
      aria-label={footerCopy.scrollTop}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </a>
  );
}
