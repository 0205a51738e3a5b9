import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Base } from '@/lib/paths';
import { RouteBase } from '../route-base';
import { Header } from './Header';

function renderHeader(path: string, base: Base) {
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path }).hook}>
        <RouteBase.Provider value={base}>
          <Header />
        </RouteBase.Provider>
      </Router>
    </I18nProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Resource sections' }));
}

describe('Header', () => {
  it('on an Ontario page: the Ontario title, every link under /resources, the module’s section current', () => {
    const nav = renderHeader('/resources/en/training/module/4/slides', { prefix: 'resources', lang: 'en' });
    expect(screen.getByRole('banner')).toHaveProperty('textContent', expect.stringContaining('Ontario Operational Toolkit'));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/resources/en/implementation',
      '/resources/en/training',
      '/resources/en/promotional',
    ]);
    expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/resources/en/implementation');
    expect(nav.getByRole('link', { name: 'Training' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Implementation' }).getAttribute('aria-current')).toBeNull();
  });

  it('on a toolkit section page: the toolkit title and that section current', () => {
    const nav = renderHeader('/toolkit/en/promotional', { prefix: 'toolkit', lang: 'en' });
    expect(screen.getByRole('banner').textContent).not.toContain('Ontario');
    expect(nav.getByRole('link', { name: 'Promotional' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Promotional' }).getAttribute('href')).toBe('/toolkit/en/promotional');
  });

  it('on a page of no section (offline): no section current', () => {
    const nav = renderHeader('/toolkit/en/offline', { prefix: 'toolkit', lang: 'en' });
    for (const link of nav.getAllByRole('link')) expect(link.getAttribute('aria-current')).toBeNull();
  });
});
