import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANG, LANGS } from './src/config/domain.ts';

/** The search dialog's strings load with the dialog (src/features/search/dialog/messages.ts), not with the app. */
const SEARCH_DIALOG = 'src/features/search/dialog';
/** The presentation's strings load with its chunk (src/features/present/messages.ts). */
const PRESENT = 'src/features/present';
/** The pack file controls' strings load with their chunk (src/features/pack-files/messages.ts). */
const PACK_FILES = 'src/features/pack-files';
/** Everyone's progress file's strings load with its panel (src/features/people/everyone/messages.ts). */
const EVERYONE = 'src/features/people/everyone';
/**
 * The entry chunk's strings: all the entry screen needs, in the entry chunk (src/i18n/i18n.ts).
 * Every other page's strings load with its code (src/app/lazy-pages.tsx). A build test
 * (tests/offline/prerender.spec.ts) fails when the entry chunk uses a string not listed here.
 */
export const ENTRY_FILES = [
  'src/features/access/EntryScreen.tsx',
  'src/features/access/CodeForm.tsx',
  'src/features/access/error-messages.ts',
  'src/components/layout/LanguageSwitch.tsx',
  'src/components/layout/Footer.tsx',
  'src/components/DelayedSpinner.tsx',
  // The page's error message: the app's outermost part, in the entry chunk.
  'src/components/error-boundary/ErrorFallback.tsx',
];

export default defineConfig({
  sourceLocale: DEFAULT_LANG,
  locales: [...LANGS],
  // No line numbers in origins: catalogues change only when messages do, so parallel branches merge.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/entry',
      include: ENTRY_FILES,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/*.test.*',
        '**/node_modules/**',
        `<rootDir>/${SEARCH_DIALOG}/**`,
        `<rootDir>/${PRESENT}/**`,
        `<rootDir>/${PACK_FILES}/**`,
        `<rootDir>/${EVERYONE}/**`,
        ...ENTRY_FILES.map((file) => `<rootDir>/${file}`),
      ],
    },
    {
      path: `<rootDir>/${PRESENT}/locales/{locale}/messages`,
      include: [PRESENT],
      exclude: ['**/*.test.*'],
    },
    {
      path: `<rootDir>/${PACK_FILES}/locales/{locale}/messages`,
      // The pack titles the offline page's cards show name the pack in this catalogue's messages.
      include: [PACK_FILES, '<rootDir>/src/features/offline/use-pack-text.ts'],
      exclude: ['**/*.test.*'],
    },
    {
      path: `<rootDir>/${EVERYONE}/locales/{locale}/messages`,
      include: [EVERYONE],
      exclude: ['**/*.test.*'],
    },
    {
      path: `<rootDir>/${SEARCH_DIALOG}/locales/{locale}/messages`,
      // The section names it shares with the header are extracted into both catalogues.
      include: [SEARCH_DIALOG, '<rootDir>/src/components/layout/SectionLabel.tsx'],
      exclude: ['**/*.test.*'],
    },
  ],
});
