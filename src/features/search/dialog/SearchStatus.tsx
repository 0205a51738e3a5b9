import { Plural, Trans } from '@lingui/react/macro';
import type { EngineState } from './useEngine';

function Text({ engine, query, count }: { engine: EngineState; query: string; count: number }) {
  if (engine.status === 'failed') return <Trans>Search could not be loaded.</Trans>;
  if (!query.trim()) return null;
  if (engine.status === 'loading') return <Trans>Loading search…</Trans>;
  if (count === 0) return <Trans>No results for “{query}”</Trans>;
  return <Plural value={count} one="# result" other="# results" />;
}

/** The live region: announces the number of results as they change, or why there are none. */
export function SearchStatus(props: { engine: EngineState; query: string; count: number }) {
  const { engine } = props;
  return (
    <div className="search__status-row">
      <p role="status" className="search__status">
        <Text {...props} />
      </p>
      {engine.status === 'failed' && (
        <button type="button" className="button" onClick={engine.retry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
