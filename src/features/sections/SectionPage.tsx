import { PageLayout } from '../../app/layout/PageLayout';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import type { Lang, SectionId } from '../../content/types';
import { useContent } from '../../content/useContent';

export function SectionPage({ lang, section }: { lang: Lang; section: SectionId }) {
  const content = useContent(lang).sections[section];
  useDocumentTitle(content.title);
  const overview = content.blocks.find((b) => b.id === 'overview');
  return (
    <PageLayout lang={lang}>
      <h1>{content.title}</h1>
      {overview?.items.map((item, i) =>
        item.kind === 'text' ? item.paragraphs.map((p, j) => <p key={`${i}-${j}`}>{p}</p>) : null,
      )}
    </PageLayout>
  );
}
