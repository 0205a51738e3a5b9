import type { ButtonItem } from '@/content/types';
import { ExternalLink } from './ExternalLink';

/** The research evidence button: its lines stacked, opening the data in a new tab. */
export function ResearchButton({ item }: { item: ButtonItem }) {
  const [title, ...rest] = item.lines;
  return (
    <ExternalLink className="research-button" data-item="button" href={item.url} trackKey={item.key}>
      <span className="research-button__text">
        <span className="research-button__title">{title}</span>
        {rest.map((line) => (
          <span key={line} className="research-button__line">
            {line}
          </span>
        ))}
      </span>
    </ExternalLink>
  );
}
