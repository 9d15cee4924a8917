import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { LenisDemo } from '../../src/sections/LenisDemo.tsx';
import { InfoPage } from './InfoPage.tsx';

/** /lenissmoothscroll: the smooth-scroll demo, a long page to scroll through. */
export default function LenisPage() {
  return (
    <InfoPage copy="lenis">
      <Island name="LenisDemo" component={LenisDemo} props={{}} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.lenis;
