import { SafeHtml } from '@/components/SafeHtml';
import type { TextItem } from '@/content/types';

/** Paragraphs; content flagged withHtml goes through the restricted-markup renderer. */
export function TextBlock({ item, className = 'prose' }: { item: TextItem; className?: string }) {
  return (
    <div className={className} data-item="text">
      {item.paragraphs.map((paragraph, i) => (item.withHtml ? <SafeHtml key={i} as="p" html={paragraph} /> : <p key={i}>{paragraph}</p>))}
    </div>
  );
}
