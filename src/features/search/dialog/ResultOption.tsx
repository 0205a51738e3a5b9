import { Trans } from '@lingui/react/macro';
import { memo, useEffect, useState } from 'react';
import { SECTION_MODULES } from '@/content/catalogue';
import type { Lang } from '@/content/types';
import { isAnyMediaCached, type Cached } from '@/lib/media-cache';
import { useOnline } from '@/lib/network';
import type { SearchHit } from './engine';
import { KindLabel, SectionLabel } from './labels';
import type { Segment } from './snippet';
import { moduleSection, opensNewTab, targetMedia } from './targets';

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}

/** Offline, whether any of the files is on this device (null until Cache Storage answers). */
function useOnDevice(paths: readonly string[], online: boolean): Cached | null {
  const key = paths.join('\n');
  const [answer, setAnswer] = useState<{ key: string; cached: Cached } | null>(null);
  useEffect(() => {
    if (online || !key) return;
    let live = true;
    void isAnyMediaCached(key.split('\n')).then((cached) => live && setAnswer({ key, cached }));
    return () => void (live = false);
  }, [key, online]);
  return answer?.key === key ? answer.cached : null;
}

/** Offline, a PDF or an outside page cannot open without its file; a page opens without its media. */
function useAvailability(lang: Lang, hit: SearchHit): 'ok' | 'opens-without' | 'blocked' {
  const online = useOnline();
  const { target } = hit.doc;
  const onDevice = useOnDevice(targetMedia(lang, target), online);
  if (target.to === 'external') return online ? 'ok' : 'blocked';
  if (online || onDevice !== false) return 'ok';
  return target.to === 'pdf' ? 'blocked' : 'opens-without';
}

function Where({ hit, location }: { hit: SearchHit; location: string }) {
  const { doc } = hit;
  const { target } = doc;
  if (target.to === 'overview') return <SectionLabel section={target.section} />;
  if (target.to === 'slide') {
    const type = moduleSection(target.code, location);
    const position = SECTION_MODULES[type].indexOf(target.code) + 1;
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

const same = (a: Props, b: Props) =>
  a.hit.look === b.hit.look &&
  a.active === b.active &&
  a.id === b.id &&
  a.lang === b.lang &&
  a.location === b.location &&
  a.onOpen === b.onOpen;

/** One result: title and body with the matched words marked, where it is, and whether it is here offline. */
export const ResultOption = memo(function ResultOption({ hit, lang, location, id, active, onOpen }: Props) {
  const { doc } = hit;
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
        {doc.kind === 'overview' ? <Trans>Course overview</Trans> : <Marked segments={hit.title} />}
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
      {hit.snippet.length > 0 && (
        <span className="search-result__snippet">
          <Marked segments={hit.snippet} />
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
}, same);
