import { useCallback, useState } from 'react';
import { loadPostSearch, type PostSearch } from './post-search.ts';

/** What {@link usePostSearch} gives: the search once loaded, whether loading failed, and how to start it. */
export interface PostSearchState {
  search?: PostSearch;
  failed: boolean;
  load: () => void;
}

/** The blog search for a component: nothing is loaded until `load()` is first called (on focus or typing). */
export function usePostSearch(): PostSearchState {
  const [state, setState] = useState<{ search?: PostSearch; failed: boolean }>({ failed: false });
  const load = useCallback(() => {
    loadPostSearch().then(
      (search) => setState({ search, failed: false }),
      () => setState({ failed: true }),
    );
  }, []);
  return { ...state, load };
}
