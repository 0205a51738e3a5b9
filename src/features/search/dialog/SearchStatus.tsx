import { Plural, Trans } from '@lingui/react/macro';
import type { SearchState } from './use-search';

interface Props {
  search: SearchState;
  /** Whether the field holds a query. */
  typed: boolean;
  count: number;
}

function Text({ search, typed, count }: Props) {
  if (search.status === 'failed') return <Trans>Search could not be loaded.</Trans>;
  if (!typed) return null;
  if (search.status === 'loading') return <Trans>Loading search…</Trans>;
  const query = search.query;
  if (count === 0) return <Trans>No results for “{query}”</Trans>;
  return <Plural value={count} one="# result" other="# results" />;
}

/**
 * The live region: announces the number of results as they change, or why there are none.
 * `data-query` names the query the results shown answer.
 */
export function SearchStatus(props: Props) {
  const { search } = props;
  return (
    <div className="search__status-row">
      <p role="status" className="search__status" data-query={search.query}>
        <Text {...props} />
      </p>
      {search.status === 'failed' && (
        <button type="button" className="button" onClick={search.retry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
