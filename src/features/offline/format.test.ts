import { act, renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { formatBytes, useFormatBytes } from './format';

/** French separates number and unit with a narrow no-break space. */
const fr = (text: string) => text.replace(' ', '\u202f');

describe('formatBytes', () => {
  it('uses decimal units, as storage settings show them', () => {
    expect(formatBytes(48_000_000, 'en')).toBe('48 MB');
    expect(formatBytes(1_250_000_000, 'en')).toBe('1.3 GB');
    expect(formatBytes(999_999, 'en')).toBe('1,000 kB');
    expect(formatBytes(12_345, 'en')).toBe('12 kB');
  });

  it('keeps one decimal for megabytes and gigabytes, none for kilobytes', () => {
    expect(formatBytes(1_540_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(1_500, 'en')).toBe('2 kB');
  });

  it('writes numbers and units the way the language does', () => {
    expect(formatBytes(1_540_000, 'fr')).toBe(fr('1,5 Mo'));
    expect(formatBytes(2_000_000_000, 'fr')).toBe(fr('2 Go'));
  });
});

describe('useFormatBytes', () => {
  afterEach(() => act(() => i18n.activate('en')));

  it('follows the language the app shows', () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
    const { result } = renderHook(() => useFormatBytes(), { wrapper });
    expect(result.current(1_540_000)).toBe('1.5 MB');
    act(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
    expect(result.current(1_540_000)).toBe(fr('1,5 Mo'));
  });
});
