import { isPrefix, LANGS } from '../config/domain.ts';

/**
 * The address the app answers for `pathname`, when it is another (else undefined): the prefix in
 * lowercase (/Toolkit/en/… typed, or copied from a document), and a language the toolkit knows
 * but this build does not have (`built`, the first the default) in the default's place. Read by
 * the app's routes (src/app/routes.tsx) and, before the app, by the shell's redirect
 * (src/boot/start-redirect.ts), so a page of HTML answers where there is one.
 */
export function canonicalPath(pathname: string, built: readonly string[], known: readonly string[] = LANGS): string | undefined {
  const parts = pathname.split('/');
  const prefix = (parts[1] ?? '').toLowerCase();
  if (!isPrefix(prefix)) return undefined;
  parts[1] = prefix;
  if (parts.length > 2 && known.includes(parts[2]) && !built.includes(parts[2])) parts[2] = built[0];
  const to = parts.join('/');
  return to === pathname ? undefined : to;
}

/**
 * The first of `candidates` (a stored language, then the browser's tags) that names one of `langs`,
 * by its first two letters; else the first of `langs`, the default. The app's rule (i18n/lang.ts)
 * and the start addresses' (src/boot/start-redirect.ts).
 */
export function firstLang(candidates: readonly unknown[], langs: readonly string[]): string {
  const tags = candidates.map((tag) => (typeof tag === 'string' ? tag.slice(0, 2).toLowerCase() : ''));
  return tags.find((tag) => langs.includes(tag)) ?? langs[0];
}
