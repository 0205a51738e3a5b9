import type { ContentItem, Lang } from '@/content/types';
import type { HeadingLevel } from './Heading';
import { ItemView } from './ItemView';

/** How a kind is laid out: prose, a grid of cards, or a full-width row of its own. */
type Layout = 'media' | 'cards' | 'single';

function layoutOf(item: ContentItem): Layout {
  switch (item.kind) {
    case 'video':
    case 'presentation':
      return 'media';
    case 'pdf':
    case 'image':
    case 'placeholder':
      return 'cards';
    default:
      return 'single';
  }
}

interface Run {
  layout: Layout;
  items: ContentItem[];
  start: number;
}

/** Consecutive items that share a grid layout go into one list. */
export function toRuns(items: readonly ContentItem[]): Run[] {
  const runs: Run[] = [];
  items.forEach((item, i) => {
    const layout = layoutOf(item);
    const last = runs.at(-1);
    if (last && layout !== 'single' && last.layout === layout) last.items.push(item);
    else runs.push({ layout, items: [item], start: i });
  });
  return runs;
}

export function ItemList(props: { items: readonly ContentItem[]; lang: Lang; level: HeadingLevel }) {
  const { items, lang, level } = props;
  return (
    <>
      {toRuns(items).map((run) =>
        run.layout === 'single' ? (
          <div key={run.start} className="item-row">
            <ItemView item={run.items[0]} lang={lang} level={level} />
          </div>
        ) : (
          <ul key={run.start} className={`grid grid--${run.layout}`}>
            {run.items.map((item, i) => (
              <li key={i} className="grid__cell">
                <ItemView item={item} lang={lang} level={level} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
