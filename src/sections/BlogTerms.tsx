import { blogCopy, categoryCounts, categoryHref, tagHref, usedTags } from '../content/blog.ts';
import { Link } from '../ui/Link.tsx';
import '../styles/base.css';
import '../styles/blog-sidebar.css';
import '../styles/grid.css';

/** The sidebar's categories, each with the number of posts filed under it, counted from the posts. */
export function BlogCategories() {
  return (
    <ul className="it-blog-categories">
      {categoryCounts().map(({ name, count }) => (
        <li key={name}>
          <Link href={categoryHref(name)}>
            <span>{name}</span> <span aria-hidden="true">({count})</span>
            <span className="it-visually-hidden">{blogCopy.sidebar.categoryCount(count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Tag links: the given tags (a post's), or every tag in use. */
export function BlogTags({ tags = usedTags() }: { tags?: readonly string[] }) {
  return (
    <ul className="it-inline-list it-blog-tags">
      {tags.map((name) => (
        <li key={name}>
          <Link href={tagHref(name)} className="it-blog-tags__link">
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
