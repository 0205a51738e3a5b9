import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** Appears after scrolling down a screen; moves focus to the top of the page. */
export function ScrollToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    // The reader's motion setting (features/display) marks <html>; the system's is asked here.
    const reduced = document.documentElement.getAttribute('data-motion') === 'reduced';
    const smooth = !reduced && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="scroll-top" hidden={!visible} onClick={toTop} aria-label={t`Scroll to top`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
