import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useMediaAvailability } from '../../../components/media/useMediaAvailability';
import { positionOf } from '../../../content/catalogue';
import type { Lang } from '../../../content/types';
import { useOnline } from '../../../lib/network';
import type { SearchHit } from './engine';
import { KindLabel, SectionLabel } from './labels';
import { highlight, snippet, type Segment } from './snippet';
import { moduleSection, opensNewTab, targetMedia } from './targets';

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}

/** Offline, whether the result's file is on this device: a PDF or outside page cannot open without. */
function useAvailability(lang: Lang, hit: SearchHit): 'ok' | 'opens-without' | 'blocked' {
  const online = useOnline();
  const media = targetMedia(lang, hit.doc.target);
  const { state } = useMediaAvailability(media);
  const { to } = hit.doc.target;
  if (to === 'external') return online ? 'ok' : 'blocked';
  if (media.length === 0 || state !== 'missing') return 'ok';
  return to === 'pdf' ? 'blocked' : 'opens-without';
}

function Where({ hit, location }: { hit: SearchHit; location: string }) {
  const { doc } = hit;
  const { target } = doc;
  if (target.to === 'overview') return <SectionLabel section={target.section} />;
  if (target.to === 'slide') {
    const type = moduleSection(target.code, location);
    const position = positionOf(type, target.code);
    const title = doc.where;
    return (
      <>
        <KindLabel kind="slide" slide={target.n} /> · <SectionLabel section={type} /> ·{' '}
        <Trans>
          Module {position}: {title}
        </Trans>
      </>
    );
  }
  return (
    <>
      <KindLabel kind={doc.kind} /> · <SectionLabel section={target.section} /> · {doc.where}
    </>
  );
}

interface Props {
  hit: SearchHit;
  lang: Lang;
  location: string;
  id: string;
  active: boolean;
  onOpen(hit: SearchHit): void;
}

/** One result: title and body with the matched words marked, where it is, and whether it is here offline. */
export function ResultOption({ hit, lang, location, id, active, onOpen }: Props) {
  const { doc } = hit;
  const terms = useMemo(() => new Set(hit.terms), [hit.terms]);
  const availability = useAvailability(lang, hit);
  const blocked = availability === 'blocked';
  return (
    // The keyboard stays on the combobox, which names the active option (aria-activedescendant).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={blocked || undefined}
      className="search-result"
      data-kind={doc.kind}
      onClick={() => !blocked && onOpen(hit)}
    >
      <span className="search-result__title">
        {doc.kind === 'overview' ? <Trans>Course overview</Trans> : <Marked segments={highlight(doc.title, terms)} />}
      </span>
      <span className="search-result__meta">
        <Where hit={hit} location={location} />
        {opensNewTab(doc.target) && (
          <>
            {' · '}
            <Trans>opens in a new tab</Trans>
          </>
        )}
      </span>
      {doc.text && (
        <span className="search-result__snippet">
          <Marked segments={snippet(doc.text, terms)} />
        </span>
      )}
      {availability !== 'ok' && (
        <span className="search-result__offline">
          {blocked ? (
            <Trans>Not on this device: it opens once you are connected.</Trans>
          ) : (
            <Trans>Its media is not on this device yet: the page opens without it.</Trans>
          )}
        </span>
      )}
    </li>
  );
}
