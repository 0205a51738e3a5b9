import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { Lang } from '../../../content/types';
import { NO_RESULTS, type SearchHit } from './engine';
import { ResultGroup } from './ResultGroup';
import { SearchStatus } from './SearchStatus';
import { useEngine } from './useEngine';
import { useOpenResult, type Opened } from './useOpenResult';
import './search.css';

export interface SearchDialogProps {
  lang: Lang;
  onClose(): void;
}

/** Back where focus was; the header's Search button when that is gone (or was the page itself). */
function returnFocus(opener: Element | null) {
  const back = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : null;
  (back ?? document.querySelector<HTMLElement>('.header-search'))?.focus();
}

/**
 * The search: a modal dialog holding a combobox (WAI-ARIA pattern) and its listbox of results,
 * grouped Resources then Modules. Arrow keys move, Enter opens, Escape closes.
 */
export function SearchDialog({ lang, onClose }: SearchDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const engine = useEngine(lang);
  const [location] = useLocation();
  const open = useOpenResult(lang);
  const results = useMemo(() => (engine.status === 'ready' ? engine.engine.search(query) : NO_RESULTS), [engine, query]);
  const hits = useMemo(() => [...results.resources, ...results.modules], [results]);
  const optionId = (hit: SearchHit) => `${id}-result-${hit.id}`;

  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    if (!dialog.current?.open) dialog.current?.showModal();
    input.current?.focus();
  }, []);

  // Escape, or a result opened in a new tab: focus goes back where it was. A page opened has its own.
  const finish = useCallback(
    (how: Opened | 'dismissed') => {
      dialog.current?.close();
      if (how !== 'navigated') returnFocus(opener.current);
      onClose();
    },
    [onClose],
  );
  useEffect(() => {
    const element = dialog.current;
    // A press on the backdrop (outside the panel) closes, as Escape does.
    const onBackdrop = (event: MouseEvent) => event.target === element && finish('dismissed');
    element?.addEventListener('click', onBackdrop);
    return () => element?.removeEventListener('click', onBackdrop);
  }, [finish]);
  const activeHit = hits[active] as SearchHit | undefined;
  useEffect(() => {
    if (activeHit) document.getElementById(optionId(activeHit))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id follows the hit
  }, [activeHit]);

  const choose = (hit: SearchHit) => {
    if (document.getElementById(optionId(hit))?.getAttribute('aria-disabled') === 'true') return;
    finish(open(hit.doc));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    if (event.key === 'ArrowDown' && count) setActive((a) => (a + 1) % count);
    else if (event.key === 'ArrowUp' && count) setActive((a) => (a <= 0 ? count - 1 : a - 1));
    else if (event.key === 'Enter' && count) choose(activeHit ?? hits[0]);
    else return;
    event.preventDefault();
  };

  const group = (label: string, groupHits: SearchHit[], offset: number) => (
    <ResultGroup
      id={`${id}-${offset}`}
      label={label}
      hits={groupHits}
      lang={lang}
      location={location}
      optionId={optionId}
      active={active - offset}
      onOpen={choose}
    />
  );
  return (
    <dialog
      ref={dialog}
      className="search"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        finish('dismissed');
      }}
    >
      <div className="search__panel">
        <div className="search__top">
          <h2 id={`${id}-title`} className="search__title">
            <Trans>Search the toolkit</Trans>
          </h2>
          <button type="button" className="button search__close" onClick={() => finish('dismissed')}>
            <Trans>Close</Trans>
          </button>
        </div>
        <input
          className="search__input"
          type="text"
          role="combobox"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={activeHit ? optionId(activeHit) : undefined}
          autoComplete="off"
          spellCheck={false}
          ref={input}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="search__hint">
          <Trans>Resources, module slides and what their narration says. Arrow keys move through the results; Enter opens one.</Trans>
        </p>
        <SearchStatus engine={engine} query={query} count={hits.length} />
        {hits.length > 0 && (
          <div role="listbox" id={`${id}-results`} aria-label={t`Results`} className="search__results">
            {results.resources.length > 0 && group(t`Resources`, results.resources, 0)}
            {results.modules.length > 0 && group(t`Modules`, results.modules, results.resources.length)}
          </div>
        )}
      </div>
    </dialog>
  );
}
