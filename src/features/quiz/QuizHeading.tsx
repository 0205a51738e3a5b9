import { useEffect, useRef, type ReactNode } from 'react';

/** The quiz's h2; takes focus when asked (stage opened in-page, new question, result). */
export function QuizHeading({ focusOnMount, children }: { focusOnMount: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
    // Only on mount: a re-render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h2 id="quiz-heading" ref={ref} tabIndex={-1} className="quiz__heading">
      {children}
    </h2>
  );
}
