import type { ButtonItem } from '../../../content/types';
import { useTrackResource } from '../useTrackResource';
import { ExternalIcon } from './icons';
import { NewTabHint } from './NewTabHint';

/** The research evidence button: its lines stacked, opening the data in a new tab. */
export function ResearchButton({ item }: { item: ButtonItem }) {
  const track = useTrackResource();
  const [title, ...rest] = item.lines;
  return (
    <a
      className="research-button"
      data-item="button"
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track(item.key)}
    >
      <span className="research-button__text">
        <span className="research-button__title">{title}</span>
        {rest.map((line) => (
          <span key={line} className="research-button__line">
            {line}
          </span>
        ))}
      </span>
      <NewTabHint />
      <ExternalIcon />
    </a>
  );
}
