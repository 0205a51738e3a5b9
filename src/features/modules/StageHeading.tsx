import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  id?: string;
  className?: string;
  /** Move focus here when the stage opens after an in-page move (not on page load). */
  focusOnMount: boolean;
  children: ReactNode;
}

export function StageHeading({ id, className, focusOnMount, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: false });
    // Only on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
