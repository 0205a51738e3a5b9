import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstallMethod } from '@/lib/install-method';
import { ThisBrowserInstall } from './ThisBrowserInstall';

const text = (method: InstallMethod) =>
  render(
    <I18nProvider i18n={i18n}>
      <ThisBrowserInstall method={method} />
    </I18nProvider>,
  ).container.textContent;

describe('ThisBrowserInstall', () => {
  it('says when the browser cannot install web apps at all (Firefox on a computer)', () => {
    expect(text('firefox-desktop')).toMatch(/^Firefox on a computer cannot install web apps\./);
  });

  it.each<[InstallMethod, string]>([
    ['mac-safari', 'File → Add to Dock'],
    ['firefox-android', 'Add to Home screen'],
    ['gnome-web', 'Install Site as Web Application'],
    ['ios-other', 'Add to Home Screen'],
    ['unknown', 'use its menu to install the app'],
  ])('gives the manual way of browsers without an install prompt (%s)', (method, step) => {
    expect(text(method)).toContain(step);
  });

  it('adds nothing for iPad Safari, whose steps are shown in full', () => {
    expect(text('ios-safari')).toBe('');
  });
});
