import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import type { HashtagsItem } from '@/content/types';
import { copyText } from '../clipboard';
import { Heading, type HeadingLevel } from '../Heading';
import { CheckIcon, CopyIcon } from './icons';

type Status = 'idle' | 'copied' | 'manual';

const STATUS_CLEAR_MS = 4000;

/** Suggested hashtags with a copy button; without clipboard access the text is selected for the user. */
export function Hashtags({ item, level }: { item: HashtagsItem; level: HeadingLevel }) {
  const { t } = useLingui();
  const titleId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const text = item.tags.join(' ');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  // The manual fallback field appears selected, ready for Ctrl+C.
  const selectField = useCallback((field: HTMLTextAreaElement | null) => {
    field?.focus();
    field?.select();
  }, []);

  const copy = async () => {
    setStatus((await copyText(text)) ? 'copied' : 'manual');
  };

  return (
    <section className="hashtags" data-item="hashtags" aria-labelledby={titleId}>
      <Heading level={level} id={titleId} className="hashtags__title">
        <Trans>Suggested hashtags</Trans>
      </Heading>
      <ul className="hashtags__list">
        {item.tags.map((tag) => (
          <li key={tag} className="hashtags__tag">
            {tag}
          </li>
        ))}
      </ul>
      <div className="hashtags__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          <CopyIcon />
          <Trans>Copy hashtags</Trans>
        </button>
        <p className="hashtags__status" role="status">
          {status === 'copied' && (
            <span className="hashtags__copied">
              <CheckIcon />
              <Trans>Copied</Trans>
            </span>
          )}
          {status === 'manual' && (
            <Trans>Copying is not available here. The hashtags are selected: press Ctrl+C (⌘+C on a Mac) to copy them.</Trans>
          )}
        </p>
      </div>
      {status === 'manual' && (
        <textarea ref={selectField} className="hashtags__field" readOnly value={text} rows={2} aria-label={t`Hashtags to copy`} />
      )}
    </section>
  );
}
