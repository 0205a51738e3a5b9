import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as pagesEn } from './locales/en/messages.po';
import { messages as pagesFr } from './locales/fr/messages.po';
import { messages as entryEn } from './locales/en/entry.po';

/** A fresh i18n module (and Lingui instance) per test: the catalogues loaded are module state. */
async function fresh() {
  vi.resetModules();
  const core = await import('@lingui/core');
  // The Lingui instance outlives the module reset (a dependency): empty its catalogues.
  (core.i18n as unknown as { _messages: object })._messages = {};
  const mod = await import('./i18n');
  return { ...mod, i18n: core.i18n };
}

const aPageString = Object.keys(pagesEn).find((id) => !(id in entryEn))!;
const anEntryString = Object.keys(entryEn)[0];

describe('the two catalogues', () => {
  beforeEach(() => vi.resetModules());

  it('starts with the entry screen strings only; a page asks for the rest', async () => {
    const { i18n, loadPageMessages } = await fresh();
    expect(i18n.locale).toBe('en');
    expect(i18n.messages[anEntryString]).toBeDefined();
    expect(i18n.messages[aPageString]).toBeUndefined();
    await loadPageMessages();
    expect(i18n.messages[aPageString]).toEqual(pagesEn[aPageString]);
  });

  it('switching language after a page has loaded brings that language’s page strings before it shows', async () => {
    const { i18n, loadPageMessages, activateLang } = await fresh();
    await loadPageMessages();
    await activateLang('fr');
    expect(i18n.locale).toBe('fr');
    expect(i18n.messages[aPageString]).toEqual(pagesFr[aPageString]);
  });

  it('a page asking for its strings while a switch is under way gets them in the language switched to', async () => {
    const { i18n, loadPageMessages, activateLang } = await fresh();
    const switching = activateLang('fr');
    await loadPageMessages();
    await switching;
    expect(i18n.locale).toBe('fr');
    expect(i18n.messages[aPageString]).toEqual(pagesFr[aPageString]);
  });

  it('the entry screen in French loads no page strings', async () => {
    const { i18n, activateLang } = await fresh();
    await activateLang('fr');
    expect(i18n.locale).toBe('fr');
    expect(i18n.messages[anEntryString]).toBeDefined();
    expect(i18n.messages[aPageString]).toBeUndefined();
  });
});
