import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { DocumentSummary } from '../../../src/content/editor-api.ts';
import { fetchDocuments } from '../api.ts';
import { adminMessages } from '../messages.ts';
import { matchesSearch } from './search-documents.ts';
import '../admin.css';
import './list.css';

const words = adminMessages.list;

/** Landing pages first, by title; then posts, newest first. */
const byKindThenDate = (a: DocumentSummary, b: DocumentSummary) =>
  a.collection !== b.collection
    ? a.collection === 'landing'
      ? -1
      : 1
    : a.collection === 'post'
      ? (b.date ?? '').localeCompare(a.date ?? '')
      : a.title.localeCompare(b.title);

/** /admin/: every landing page and post, a search over them, and buttons for new ones. */
export function DocumentList() {
  const [documents, setDocuments] = useState<DocumentSummary[]>();
  const [failure, setFailure] = useState<string>();
  const [query, setQuery] = useState('');
  const searchId = useId();
  useEffect(() => {
    document.title = adminMessages.titleOf(words.heading);
    fetchDocuments().then(
      (found) => setDocuments([...found].sort(byKindThenDate)),
      (error: unknown) => setFailure(String(error instanceof Error ? error.message : error)),
    );
  }, []);
  const shown = useMemo(() => (documents ?? []).filter((doc) => matchesSearch(doc, query)), [documents, query]);
  return (
    <main id="main" className="admin-page">
      <div className="admin-list__head">
        <h1>{words.heading}</h1>
        <div className="admin-list__new">
          <Link href="/new/landing" className="admin-button admin-button--primary">
            {adminMessages.nav.newLanding}
          </Link>
          <Link href="/new/post" className="admin-button admin-button--primary">
            {adminMessages.nav.newPost}
          </Link>
        </div>
      </div>
      <p>{words.intro}</p>
      <div className="admin-list__search">
        <label htmlFor={searchId}>{words.search}</label>
        <input
          id={searchId}
          type="search"
          className="admin-list__search-input"
          value={query}
          aria-describedby={`${searchId}-help`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${searchId}-help`} className="admin-list__help">
          {words.searchHelp}
        </p>
      </div>
      {failure && (
        <p className="admin-notice admin-notice--error" role="alert">
          {adminMessages.errors.loadFailed(failure)}
        </p>
      )}
      {!documents && !failure && <p role="status">{words.loading}</p>}
      {documents && (
        <>
          <p role="status" className="admin-list__count">
            {words.count(shown.length, documents.length)}
          </p>
          {shown.length === 0 ? (
            <p>{words.empty}</p>
          ) : (
            <div className="admin-list__scroll" role="region" aria-labelledby={`${searchId}-caption`} tabIndex={0}>
              <table className="admin-list__table">
                <caption id={`${searchId}-caption`} className="admin-visually-hidden">
                  {words.caption}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{words.columns.title}</th>
                    <th scope="col">{words.columns.kind}</th>
                    <th scope="col">{words.columns.slug}</th>
                    <th scope="col">{words.columns.date}</th>
                    <th scope="col">{words.columns.status}</th>
                    <th scope="col">{words.columns.lang}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((doc) => (
                    <tr key={`${doc.collection}/${doc.name}`}>
                      <th scope="row">
                        <Link href={`/${doc.collection}/${doc.name}`}>{doc.title}</Link>
                      </th>
                      <td>{words.kind[doc.collection]}</td>
                      <td>
                        <a href={doc.url}>{doc.url}</a>
                      </td>
                      <td>{doc.date ? <time dateTime={doc.date}>{doc.date}</time> : words.noDate}</td>
                      <td>
                        <span className={`admin-status admin-status--${doc.status}`}>{words.status[doc.status]}</span>
                      </td>
                      <td>{doc.lang}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </main>
  );
}
