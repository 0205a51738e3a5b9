import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** Item titles sit one level below their block or group heading. */
export function Heading(props: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${props.level}` as const;
  return (
    <Tag id={props.id} className={props.className}>
      {props.children}
    </Tag>
  );
}
