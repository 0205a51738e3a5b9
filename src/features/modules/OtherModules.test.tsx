import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadContent } from '@/content/use-content';
import type { ResourceType } from '@/content/types';
import { ModuleProvider, type ModuleInfo } from './ModuleContext';
import { OtherModules } from './OtherModules';

const track = vi.fn();
vi.mock('../outbox', () => ({ useTrack: () => track }));

function renderTab(resourceType: ResourceType, position: number) {
  const location = memoryLocation({ path: `/toolkit/en/${resourceType}/module/${position}/slides`, record: true });
  const info = { lang: 'en', resourceType, position } as ModuleInfo;
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <ModuleProvider value={info}>
          <OtherModules />
        </ModuleProvider>
      </Router>
    </I18nProvider>,
  );
  return location.history;
}

beforeAll(async () => void (await preloadContent('en')));
beforeEach(() => track.mockReset());

describe('Other modules tab', () => {
  it('tracks a module preview click with that module key, as the section module cards do', async () => {
    const history = renderTab('implementation', 1);
    await userEvent.click(screen.getByRole('link', { name: /Module 6/ }));
    // Implementation's sixth module has code b.
    expect(track).toHaveBeenCalledExactlyOnceWith({ resource: 'implementation.CntModuleb' });
    expect(history.at(-1)).toBe('/toolkit/en/implementation/module/6');
  });

  it('names the module of the training section by its own code', async () => {
    renderTab('training', 2);
    expect(screen.queryByRole('link', { name: /Module 2/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /Module 1/ }));
    expect(track).toHaveBeenCalledExactlyOnceWith({ resource: 'training.CntModule1' });
  });
});
