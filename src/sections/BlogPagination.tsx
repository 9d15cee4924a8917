import { blogCopy, listPageHref, type BlogListBase } from '../content/blog.ts';
import { Link } from '../ui/Link.tsx';
import '../styles/blog-pagination.css';
import '../styles/grid.css';

/** Props of {@link BlogPagination}. */
export interface BlogPaginationProps {
  base: BlogListBase;
  /** The page shown, 1-based. */
  page: number;
  total: number;
}

/** Numbered links to every page of a blog list, the current one marked, with previous/next links. */
export function BlogPagination({ base, page, total }: BlogPaginationProps) {
  if (total <= 1) return null;
  const pages = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <nav className="it-pagination" aria-label={blogCopy.pagination.label}>
      <ul className="it-inline-list">
        {page > 1 && (
          <li>
            <Link href={listPageHref(base, page - 1)} rel="prev" className="it-pagination__step">
              {blogCopy.pagination.previous}
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={listPageHref(base, number)}
              className="it-pagination__page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={blogCopy.pagination.page(number)}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < total && (
          <li>
            <Link href={listPageHref(base, page + 1)} rel="next" className="it-pagination__step">
              {blogCopy.pagination.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
