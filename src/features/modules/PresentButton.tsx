import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { enterFullscreen } from '@/lib/fullscreen';
import { holdKeysFor } from '@/lib/key-buffer';
import { isPresentReturn, paths, PRESENT_KEYS, PRESENT_RETURN, type PresentFrom } from '@/lib/paths';
import { useSession } from '../access';
import { packActions, packKey, packStatus, useMissingSlides, useOfflineSnapshot, usePack } from '../packs';
import { useModule, useModulePlace } from './ModuleContext';

function ScreenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 4h18v12H3zM12 16v4M8 20h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Before a room: how many of the module's slide images are not on this device, and a way to get
 * them (the language's slides-and-narration pack, as the offline page would). Presenting works
 * anyway: a missing slide shows its title and points. The line is there from the page's first
 * frame, while the pack engine (started on an idle moment) has yet to look: its answer changes
 * the words, not the layout, so nothing under it moves as the learner reaches for it.
 */
function SlidesOnDevice({ id, missing }: { id: string; missing: number | null }) {
  const { lang } = useModule();
  const core = usePack(lang, 'core');
  const { supported } = useOfflineSnapshot();
  const getting = core !== null && packStatus(core) === 'running';
  let says;
  if (!supported) says = <Trans>This browser cannot keep slides on this device</Trans>;
  else if (missing === null) says = <Trans>Checking the slides on this device…</Trans>;
  else if (missing === 0) says = <Trans>Every slide is on this device</Trans>;
  else
    says = (
      <>
        <Plural value={missing} one="# slide not on this device yet" other="# slides not on this device yet" />{' '}
        {getting ? (
          <Trans>Getting them…</Trans>
        ) : (
          <button type="button" className="button button--small" onClick={() => void packActions.start(packKey(lang, 'core'))}>
            <Trans>Get them now</Trans>
          </button>
        )}
      </>
    );
  return (
    <p id={id} className="module-header__missing" role="status">
      {says}
    </p>
  );
}

/**
 * Present: the module as a presentation (features/present, its own chunk) at the current slide.
 * Full screen is asked for here, in the click, the one moment browsers allow it. The page is
 * first written with its slide into the address, so that leaving the presentation (Esc, Back)
 * returns to this page at this slide.
 */
export function PresentButton() {
  const { lang, fullId, resourceType, position, stage } = useModule();
  const { current } = useModulePlace();
  const missingId = useId();
  const missing = useMissingSlides(lang, fullId);
  // The pack engine runs for a signed-in learner only.
  const signedIn = useSession().session.id !== null;
  const base = useRouteBase();
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // Back from the presentation, the keyboard goes on from where it left.
  useEffect(() => {
    if (isPresentReturn(history.state)) button.current?.focus();
  }, []);
  const present = () => {
    enterFullscreen();
    // The presenter's first clicker press may come before the presentation's code is there.
    holdKeysFor(PRESENT_KEYS);
    const from =
      stage === 'slides'
        ? paths.module.slideHref(base, resourceType, position, current + 1)
        : paths.module.href(base, resourceType, position, stage);
    navigate(from, { replace: true, state: PRESENT_RETURN });
    const state: PresentFrom = { presentFrom: from };
    navigate(paths.present.href(base, resourceType, position, current + 1), { state });
  };
  return (
    <div className="module-header__present-group">
      <button
        ref={button}
        type="button"
        className="button module-header__present"
        onClick={present}
        aria-describedby={missing ? missingId : undefined}
      >
        <ScreenIcon />
        <Trans>Present</Trans>
      </button>
      {signedIn ? <SlidesOnDevice id={missingId} missing={missing} /> : null}
    </div>
  );
}
