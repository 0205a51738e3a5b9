import { DEFAULT_LANG } from '@/config/domain';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

// Making a formatter costs far more than using one (about a millisecond on a slow tablet), and
// progress shows sizes many times a second: one per locale and unit, kept.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, unit: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: digits })));
  return made;
}

/** Decimal units (1 MB = 1,000,000 bytes), as storage estimates and OS settings show them. */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit, digits] =
    bytes >= 1e9 ? [bytes / 1e9, 'gigabyte', 1] : bytes >= 1e6 ? [bytes / 1e6, 'megabyte', 1] : [bytes / 1e3, 'kilobyte', 0];
  return formatter(locale, unit, digits).format(value);
}

export function useFormatBytes(): (bytes: number) => string {
  const { i18n } = useLingui();
  return useCallback((bytes: number) => formatBytes(bytes, i18n.locale || DEFAULT_LANG), [i18n.locale]);
}
