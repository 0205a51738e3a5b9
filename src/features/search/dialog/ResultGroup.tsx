import type { Lang } from '@/content/types';
import type { SearchHit } from './engine';
import { ResultOption } from './ResultOption';

interface Props {
  id: string;
  label: string;
  hits: SearchHit[];
  lang: Lang;
  location: string;
  optionId(hit: SearchHit): string;
  /** The active option's position in this group (out of range when it is elsewhere). */
  active: number;
  onOpen(hit: SearchHit): void;
}

/** A labelled group of options in the results listbox (WAI-ARIA grouped listbox). */
export function ResultGroup({ id, label, hits, lang, location, optionId, active, onOpen }: Props) {
  return (
    <ul role="group" aria-labelledby={id} className="search__group">
      <li role="presentation" id={id} className="search__group-label">
        {label}
      </li>
      {hits.map((hit, i) => (
        <ResultOption key={hit.id} hit={hit} lang={lang} location={location} id={optionId(hit)} active={i === active} onOpen={onOpen} />
      ))}
    </ul>
  );
}
