import { BlogList, type BlogListProps } from '../../src/sections/BlogList';
import { PageTitle } from '../../src/sections/PageTitle';
import { pageCopy } from '../../src/content/pages';

/** The three blog list layouts of the template. */
export type BlogLayout = 'centered' | 'left-sidebar' | 'fullwidth';

/** A blog list page in one of its layouts. */
export function BlogIndex({ layout, copy, postBase }: { layout: BlogLayout; copy: 'blog' | 'blogLeftSidebar' | 'blogFullwidth'; postBase: BlogListProps['postBase'] }) {
  const { title, subtitle, intro } = pageCopy[copy];
  return (
    <>
      <PageTitle title={title} subtitle={subtitle} crumb="Blog" />
      <div className={`it-section it-container it-blog it-blog--${layout}`}>
        <div>
          <p className="it-intro__text">{intro}</p>
          <BlogList postBase={postBase} />
        </div>
      </div>
    </>
  );
}
