import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchHit, SearchResults } from './engine';
import { SearchDialog } from './SearchDialog';

/** Each query's answer, settled by the test: the worker of a busy tablet answers late. */
const answers = vi.hoisted(() => new Map<string, (results: SearchResults) => void>());
vi.mock('../search-client', () => ({
  search: (_lang: string, query: string) => new Promise<SearchResults>((resolve) => answers.set(query, resolve)),
}));
const opened = vi.hoisted(() => vi.fn((_doc: unknown) => 'navigated' as const));
vi.mock('./use-open-result', () => ({ useOpenResult: () => opened }));
vi.mock('./ResultGroup', () => ({ ResultGroup: () => null }));

const hit = (id: number, title: string) => ({ id, doc: { title }, look: title }) as unknown as SearchHit;
const answer = (query: string, titles: string[]) =>
  act(() => answers.get(query)!({ resources: [], modules: titles.map((t, i) => hit(i, t)) }));

describe('search dialog', () => {
  it('Enter pressed before the answer to what is typed has come opens the first result of that answer', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    render(
      <I18nProvider i18n={i18n}>
        <SearchDialog lang="en" onClose={() => undefined} />
      </I18nProvider>,
    );
    const field = screen.getByRole('combobox');
    fireEvent.change(field, { target: { value: 'first check' } });
    await answer('first check', ['an earlier query’s first result']);
    fireEvent.change(field, { target: { value: 'first check-in within a week' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(opened).not.toHaveBeenCalled();
    await answer('first check-in within a week', ['slide 4']);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ title: 'slide 4' });
  });
});
