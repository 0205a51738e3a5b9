import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANG, LANGS } from './src/i18n/langs.ts';

export default defineConfig({
  sourceLocale: DEFAULT_LANG,
  locales: [...LANGS],
  // No line numbers in origins: catalogues change only when messages do, so parallel branches merge.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
});
