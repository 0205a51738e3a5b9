import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { lazyDialog } from '@/components/lazy-dialog';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { looking } from './looking';
import { initials, type Person } from './people';
import { people } from './people-store';
import { usePeople } from './use-people';

/** How long "… was added." stays on screen (it is announced at once). */
const TOAST_MS = 8000;

/** The add form (and its form library) loads on an idle moment, or when asked for. */
export const LazyAddPersonDialog = lazyDialog(() => import('./AddPersonDialog').then((m) => m.AddPersonDialog));

function PeopleIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c2.1.8 3.5 2.8 3.5 5.6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** "Just looking" in the header, with the way back to the picker. */
function LookingPill() {
  return (
    <span className="header-pill people-looking">
      <span>
        <Trans>Just looking</Trans>
      </span>
      <button type="button" className="people-looking__choose" onClick={() => looking.set(false)}>
        <Trans>Choose a person</Trans>
      </button>
    </span>
  );
}

/**
 * Closes an open disclosure on Escape or a new screen size (focus back to its button: the list is
 * placed for the screen it opened on), a press outside or focus leaving it.
 */
function useDismiss(open: boolean, close: () => void, box: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !box.current?.contains(event.target as Node) && close();
    const back = () => {
      close();
      button.current?.focus();
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('pointerdown', outside, { signal });
    document.addEventListener('focusin', outside, { signal });
    document.addEventListener('keydown', (event) => event.key === 'Escape' && back(), { signal });
    window.addEventListener('resize', back, { signal });
    return () => listening.abort();
  }, [open, close, box, button]);
}

/** The gap kept between an open menu and the screen's edge (CSS px). */
const EDGE = 8;

/**
 * Keeps the open list inside the screen: the header wraps its tools by their width, so the button
 * can sit anywhere in its row (at the left on a tablet in portrait), and a list hung from its right
 * edge would run off the screen's left. The list moves right by what it overhangs.
 */
function useInsideScreen(open: boolean, list: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = list.current;
    if (!open || !element) return;
    element.style.removeProperty('--menu-shift');
    // Hung from the button's end, the list can only overhang the start (the button is on the screen).
    const shift = EDGE - element.getBoundingClientRect().left;
    if (shift > 0) element.style.setProperty('--menu-shift', `${shift}px`);
  }, [open, list]);
}

/**
 * The header's person menu, a disclosure (a button and the list it shows; the menu library's
 * positioning would double a page's header code): the active person's initials (a people icon
 * when nobody is named), then Switch person (two people or more), Add a person, People on this device.
 */
export function PeopleMenu() {
  const { t } = useLingui();
  const base = useRouteBase();
  const id = useId();
  const { everyone, active, looking: justLooking } = usePeople();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, box, button);
  useInsideScreen(open, list);
  const name = active?.name ?? '';
  const added = (person: Person) => {
    const { name } = person;
    setStatus(t`${name} was added.`);
  };
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), TOAST_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const act = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      {justLooking && <LookingPill />}
      <div className="people-menu" ref={box}>
        <button
          ref={button}
          type="button"
          className="header-pill people-menu__button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={name ? t`Person using the toolkit: ${name}` : t`People`}
          onClick={() => setOpen((was) => !was)}
        >
          {name ? (
            <span className="people-badge people-badge--small" aria-hidden="true">
              {initials(name)}
            </span>
          ) : (
            <PeopleIcon />
          )}
        </button>
        <ul id={id} ref={list} className="people-menu__items" hidden={!open}>
          {everyone.length >= 2 && (
            <li>
              <button type="button" className="people-menu__item" onClick={act(() => void people.switchTo(null))}>
                <Trans>Switch person</Trans>
              </button>
            </li>
          )}
          <li>
            <button type="button" className="people-menu__item" onClick={act(() => setAdding(true))}>
              <Trans>Add a person</Trans>
            </button>
          </li>
          <li>
            <Link href={`${paths.progress.href(base)}#people`} className="people-menu__item" onClick={close}>
              <Trans>People on this device</Trans>
            </Link>
          </li>
        </ul>
      </div>
      <p role="status" className="people-toast">
        {status}
      </p>
      <LazyAddPersonDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
    </>
  );
}
