import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { LenisDemo } from '../../src/sections/LenisDemo';
import { InfoPage } from './InfoPage';

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
