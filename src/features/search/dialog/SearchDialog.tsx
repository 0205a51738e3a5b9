import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { Lang } from '@/content/types';
import type { SearchHit } from './engine';
import { ResultGroup } from './ResultGroup';
import { SearchStatus } from './SearchStatus';
import { useModal } from './use-modal';
import { useOpenResult } from './use-open-result';
import { useSearch } from './use-search';
import './search.css';

export interface SearchDialogProps {
  lang: Lang;
  onClose(): void;
  /** What was typed while this dialog's code was loading (into SearchControl's field). */
  takeTyped?: () => string;
  /** Where focus goes back to on closing (where it was when search was opened). */
  returnTo?: () => Element | null;
}

/**
 * The search: a modal dialog holding a combobox (WAI-ARIA pattern) and its listbox of results,
 * grouped Resources then Modules. Arrow keys move, Enter opens, Escape closes.
 */
export function SearchDialog({ lang, onClose, takeTyped, returnTo }: SearchDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const found = useSearch(lang);
  const { results, ask } = found;
  const { dialog, field, finish } = useModal(onClose, returnTo, {
    take: takeTyped,
    // Keys typed before the field existed lead what is typed next.
    apply: (text) => {
      setTyped(text.trim() !== '');
      ask(text);
    },
  });
  // The field is left to itself: a keystroke only asks the worker, the page draws its answer.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const [location] = useLocation();
  const open = useOpenResult();
  const hits = useMemo(() => [...results.resources, ...results.modules], [results]);
  const optionId = useCallback((hit: SearchHit) => `${id}-result-${hit.id}`, [id]);
  const activeHit = hits[active] as SearchHit | undefined;
  useEffect(() => {
    if (activeHit) document.getElementById(optionId(activeHit))?.scrollIntoView({ block: 'nearest' });
  }, [activeHit, optionId]);

  const choose = useCallback(
    (hit: SearchHit) => {
      // Offline, a PDF or an outside page that cannot open says so and stays.
      if (document.getElementById(optionId(hit))?.getAttribute('aria-disabled') === 'true') return;
      finish(open(hit.doc));
    },
    [finish, open, optionId],
  );
  // Enter pressed before the answer to what the field holds has come (a fast typist, a busy
  // tablet): it opens the first result of that answer, not of an earlier query still on screen.
  const [enterWaits, setEnterWaits] = useState(false);
  const answered = () => found.query === (field.current?.value ?? '');
  useEffect(() => {
    if (!enterWaits || found.query !== field.current?.value) return;
    setEnterWaits(false);
    if (hits.length) choose(hits[0]);
  }, [enterWaits, found.query, hits, choose, field]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    if (event.key === 'ArrowDown' && count) setActive((a) => (a + 1) % count);
    else if (event.key === 'ArrowUp' && count) setActive((a) => (a <= 0 ? count - 1 : a - 1));
    else if (event.key === 'Enter' && !answered()) setEnterWaits(true);
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
          ref={field}
          defaultValue=""
          onChange={(event) => {
            setTyped(event.target.value.trim() !== '');
            setActive(-1);
            setEnterWaits(false);
            ask(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="search__hint">
          <Trans>Resources, module slides and what their narration says. Arrow keys move through the results; Enter opens one.</Trans>
        </p>
        <SearchStatus search={found} typed={typed} count={hits.length} />
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
