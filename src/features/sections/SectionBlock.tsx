import { isResourceType } from '@/lib/paths';
import type { Lang, SectionBlock as Block, SectionId } from '@/content/types';
import { ItemList } from './ItemList';
import { TextBlock } from './items/TextBlock';
import { ModuleCards } from './ModuleCards';

/** One titled block: its id is the DOM anchor; groups become sub-sections with h3 headings. */
export function SectionBlock({ block, lang, section }: { block: Block; lang: Lang; section: SectionId }) {
  const headingId = `${block.id}-heading`;
  return (
    <section id={block.id} className={`block block--${block.id}`} aria-labelledby={headingId} data-block={block.id}>
      <h2 id={headingId} className="block__heading">
        {block.heading}
      </h2>
      {block.intro && <TextBlock item={block.intro} className="prose block__intro" />}
      {block.id === 'modules' && isResourceType(section) && <ModuleCards lang={lang} resourceType={section} />}
      <ItemList items={block.items} lang={lang} level={3} />
      {block.groups?.map((group) => {
        const groupHeadingId = `${block.id}-${group.id}-heading`;
        return (
          <section
            key={group.id}
            id={`${block.id}-${group.id}`}
            className="block__group"
            aria-labelledby={groupHeadingId}
            data-group={group.id}
          >
            <h3 id={groupHeadingId} className="block__subheading">
              {group.heading}
            </h3>
            {group.intro && <TextBlock item={group.intro} className="prose block__intro" />}
            <ItemList items={group.items} lang={lang} level={4} />
          </section>
        );
      })}
    </section>
  );
}
