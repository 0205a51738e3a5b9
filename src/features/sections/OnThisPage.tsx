import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { SectionBlock } from '@/content/types';

/** Jump links to every block: section pages are long, especially on a phone. */
export function OnThisPage({ blocks }: { blocks: readonly SectionBlock[] }) {
  const labelId = useId();
  return (
    <nav className="on-this-page" aria-labelledby={labelId}>
      <p id={labelId} className="on-this-page__label">
        <Trans>On this page</Trans>
      </p>
      <ul className="on-this-page__list">
        {blocks.map((block) => (
          <li key={block.id}>
            <a className="on-this-page__link" href={`#${block.id}`}>
              {block.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
