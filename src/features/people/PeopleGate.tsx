import { Fragment, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { usePersonKey, usePickerShown } from './use-people';
import './people.css';

/** The picker is a chunk of its own: a device with one person never loads it. */
const Picker = lazy(() => import('./Picker').then((m) => ({ default: m.Picker })));

/**
 * A page's content, or "Who is using the toolkit?" in its place when the device has people and
 * nobody is chosen (use-people.ts). The content is made anew for each person (keyed by their
 * storage scope), so nothing a previous person typed or opened on the page stays for the next.
 */
export function PeopleGate({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const picker = usePickerShown(signedIn);
  const key = usePersonKey();
  const wasPicker = useRef(picker);
  useEffect(() => {
    // A person chosen: their page takes the focus the picker had (it is gone from the page).
    if (wasPicker.current && !picker) document.getElementById('main')?.focus();
    wasPicker.current = picker;
  }, [picker]);
  if (picker) {
    return (
      <Suspense fallback={null}>
        <Picker />
      </Suspense>
    );
  }
  return <Fragment key={key}>{children}</Fragment>;
}
