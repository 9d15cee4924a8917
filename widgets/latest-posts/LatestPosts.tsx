// Straight from the module, not the blog barrel, so the home page's chunk does not pull in every post's text.
import { postSummaries } from '../../src/content/blog/summaries.ts';
import { homeSections } from '../../src/content/home.ts';
import { Link } from '../../src/ui/Link.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/grid.css';
import './latest-posts.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The home pages' blog block: the three newest posts, linking to /blog-single/{slug}. */
export function LatestPosts(words: SectionWords) {
  const card = usePart('card');
  const newest = [...postSummaries].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
  return (
    <section className="it-section it-section--alt" aria-labelledby="it-latest-posts-title">
      <div className="it-container">
        <SectionHeader heading={homeSections.blog} words={words} id="it-latest-posts-title" />
        <ul className="it-grid it-grid--3">
          {newest.map((post) => (
            <li key={post.slug} className="it-latest-posts__item" part={card}>
              <Picture picture={post.image} className="it-latest-posts__image" />
              <div className="it-latest-posts__body">
                <p className="it-latest-posts__meta">
                  <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> · {post.category}
                </p>
                <h3 className="it-latest-posts__title">
                  <Link href={`/blog-single/${post.slug}`}>{post.title}</Link>
                </h3>
                <p>{post.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
