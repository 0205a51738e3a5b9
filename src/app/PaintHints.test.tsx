import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSignIn, writeSession } from '@/features/access/session-store';
import { people } from '@/features/people';
import { progressStores } from '@/features/progress';
import type { ProgressMap } from '@/features/progress/progress';
import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { PaintHints } from './PaintHints';
import { addPerson } from '@/features/people/add-person';

/** The tab's session is the session store (set at once; its storage here is throwaway). */
const signedInAs = (id: string | null, lang: 'en' | 'fr' | null = null) => void writeSession({ id, lang });

function renderHints(id: string | null, progress: ProgressMap) {
  signedInAs(id);
  void progressStores.progress.write(progress);
  render(<PaintHints />);
  return readHints();
}

const readHints = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.paintHints) ?? 'null');

describe('paint hints', () => {
  beforeEach(() => localStorage.clear());

  it('say whether a session is stored, never the id itself', () => {
    expect(renderHints('secret-session-id', {})).toEqual({ session: true, started: [], complete: [], lang: null });
    expect(localStorage.getItem(STORAGE_KEYS.paintHints)).not.toContain('secret-session-id');
    expect(renderHints(null, {})).toEqual({ session: false, started: [], complete: [], lang: null });
  });

  it('claim a session once a sign-in in this tab is stored: the next page paints as signed in', async () => {
    signedInAs(null);
    render(<PaintHints />);
    expect(readHints()).toMatchObject({ session: false });
    await act(() => storeSignIn('new-id', 'en'));
    await waitFor(() => expect(readHints()).toMatchObject({ session: true, lang: 'en' }));
  });

  it('do not claim a sign-in that storage could not keep (the next start will not find it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.spyOn(storage, 'update').mockRejectedValue(new DOMException('quota', 'QuotaExceededError'));
    signedInAs(null);
    render(<PaintHints />);
    await act(() => storeSignIn('kept-in-memory', 'en'));
    // The tab goes on signed in; the hint does not say so.
    expect(readHints()).toMatchObject({ session: false, lang: 'en' });
    failing.mockRestore();
    await act(() => storeSignIn('kept-in-memory', 'en'));
    expect(readHints()).toMatchObject({ session: true });
    warn.mockRestore();
  });

  it('name the session’s language (the start addresses go on in it)', () => {
    signedInAs('an-id', 'fr');
    render(<PaintHints />);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paintHints) ?? 'null')).toMatchObject({ session: true, lang: 'fr' });
  });

  it('list the modules with any progress', () => {
    const hints = renderHints(null, {
      '4': { slide: 3, slidesComplete: false, quizPassed: false },
      '2': { slide: 0, slidesComplete: false, quizPassed: false },
      '7': { slide: 0, slidesComplete: true, quizPassed: false },
    });
    expect(hints.started).toEqual(['4', '7']);
  });

  it('list the modules whose slides are complete (a module’s address without its stage goes to their summary)', () => {
    const hints = renderHints(null, {
      '4': { slide: 3, slidesComplete: false, quizPassed: false },
      '7': { slide: 0, slidesComplete: true, quizPassed: false },
      '2': { slide: 5, slidesComplete: true, quizPassed: true },
    });
    expect(hints.complete).toEqual(['2', '7']);
  });

  // Last: the device keeps its people for the rest of this file.
  it('name no module on a shared device: neither started nor complete (the app decides, once the person is known)', async () => {
    await addPerson(people, 'Bea', 'Ana');
    const hints = renderHints(null, { '7': { slide: 2, slidesComplete: true, quizPassed: false } });
    expect(hints).toMatchObject({ started: [], complete: null });
  });

  it('on a shared device, name in this tab alone the complete modules of the person using it, and none while nobody is', async () => {
    const tabHints = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.paintHints) ?? 'null');
    signedInAs('an-id');
    void progressStores.progress.write({
      '7': { slide: 2, slidesComplete: true, quizPassed: false },
      '4': { slide: 2, slidesComplete: false, quizPassed: false },
    });
    const { unmount } = render(<PaintHints />);
    // Progress only grows: what earlier tests stored is there too.
    await waitFor(() => expect(tabHints()?.complete).toContain('7'));
    expect(tabHints().complete).not.toContain('4');
    expect(readHints()).toMatchObject({ complete: null });
    await act(() => people.switchTo(null));
    await waitFor(() => expect(tabHints()).toBeNull());
    unmount();
  });
});
