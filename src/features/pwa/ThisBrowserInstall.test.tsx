import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstallMethod } from '../../lib/install-method';
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

  it('gives the manual way of browsers without an install prompt', () => {
    expect(text('mac-safari')).toContain('File → Add to Dock');
    expect(text('firefox-android')).toContain('Add to Home screen');
    expect(text('gnome-web')).toContain('Install Site as Web Application');
    expect(text('ios-other')).toContain('Add to Home Screen');
    expect(text('unknown')).toContain('use its menu to install the app');
  });

  it('adds nothing for iPad Safari, whose steps are shown in full', () => {
    expect(text('ios-safari')).toBe('');
  });
});
