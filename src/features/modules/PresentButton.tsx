import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useRouteBase } from '../../components/route-base';
import { enterFullscreen } from '../../lib/fullscreen';
import { isPresentReturn, paths, PRESENT_RETURN, type PresentFrom } from '../../lib/paths';
import { useModule } from './ModuleContext';

function ScreenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 4h18v12H3zM12 16v4M8 20h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Present: the module as a presentation (features/present, its own chunk) at the current slide.
 * Full screen is asked for here, in the click, the one moment browsers allow it. The page is
 * first written with its slide into the address, so that leaving the presentation (Esc, Back)
 * returns to this page at this slide.
 */
export function PresentButton() {
  const { resourceType, position, stage, current } = useModule();
  const base = useRouteBase();
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // Back from the presentation, the keyboard goes on from where it left.
  useEffect(() => {
    if (isPresentReturn(history.state)) button.current?.focus();
  }, []);
  const present = () => {
    enterFullscreen();
    const from =
      stage === 'slides' ? paths.module.slideHref(base, resourceType, position, current + 1) : paths.module.href(base, resourceType, position, stage);
    navigate(from, { replace: true, state: PRESENT_RETURN });
    const state: PresentFrom = { presentFrom: from };
    navigate(paths.present.href(base, resourceType, position, current + 1), { state });
  };
  return (
    <button ref={button} type="button" className="button module-header__present" onClick={present}>
      <ScreenIcon />
      <Trans>Present</Trans>
    </button>
  );
}
