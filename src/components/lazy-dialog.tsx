import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/idle';
import { ErrorBoundary } from './error-boundary/ErrorBoundary';
import { logError } from '../lib/log';

/** A page's dialogs load this long after it is up, on an idle moment: opening one is then instant. */
const PRELOAD_DELAY_MS = 2000;

/**
 * Gives focus back to the control that opened the dialog when the dialog library did not:
 * it knows only the focus moves made since its code loaded, so not the control that opened
 * the dialog first, when its code loaded on that press.
 */
function useFocusBack(open: boolean) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement;
      return;
    }
    const control = opener.current;
    opener.current = null;
    if (!(control instanceof HTMLElement)) return;
    const giveBack = () => {
      if ((!document.activeElement || document.activeElement === document.body) && control.isConnected) control.focus();
    };
    // At once when the dialog left with this commit (its focused control removed), else once it has.
    giveBack();
    const frame = requestAnimationFrame(giveBack);
    return () => cancelAnimationFrame(frame);
  }, [open]);
}

/**
 * A dialog whose code (and its form and dialog libraries) is a chunk of its own, so the page it
 * sits on draws without it. It loads on an idle moment after the page is up, or at once when
 * opened first; until then nothing is rendered (a closed dialog shows nothing anyway).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState(() => loaded);
    const { open } = props;
    useFocusBack(open);
    useEffect(() => {
      if (Dialog) return;
      const show = () =>
        preload().then(
          (component) => setDialog(() => component),
          (error: unknown) => logError('load a dialog', error),
        );
      if (open) return void show();
      return whenIdle(() => void show(), PRELOAD_DELAY_MS);
    }, [Dialog, open]);
    if (!Dialog) return null;
    // Opened again, a dialog that failed tries afresh.
    return (
      <ErrorBoundary region="dialog" resetKey={String(open)}>
        <Dialog {...props} />
      </ErrorBoundary>
    );
  }
  return LazyDialog;
}
