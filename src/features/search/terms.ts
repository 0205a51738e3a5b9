import type { Lang } from '@/content/types';

/** Case and accents removed: "Thérapeute" and "therapeute" are one term. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words too common to find anything; leaving them out keeps the index small. */
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(
    'an and are as at be but by can do for from has have he her his how if in into is it its may not of on or our she so than that the their them then there these they this to was we were what when which who will with you your'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur leurs lui mais me ne nous on ou par pas pour qu que qui sa se ses si son sur ta te tes un une vos votre vous'.split(
      ' ',
    ),
  ),
};

/** Splits like the index: on white space and punctuation (an apostrophe too: "l'équipe" → l, équipe). */
export const WORD = /[^\s\p{P}\p{S}]+/gu;

/** The index's form of a word, or null for a word it leaves out (single letters, stop words). */
export function indexTerm(lang: Lang, word: string): string | null {
  const term = normalise(word);
  if (term.length < 2 && !/\d/.test(term)) return null;
  return STOP_WORDS[lang].has(term) ? null : term;
}
