import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/content/types';
import { createEngine, drawnAlike } from '../../src/features/search/dialog/engine';
import { indexOptions } from '../../src/features/search/options';
import { loadPacked } from '../../src/features/search/packed-index';
import type { SearchDoc } from '../../src/features/search/search-doc';
import { buildSearchIndex } from './build-index';
import { loadBuiltIndex } from './test-index';

const titles = (hits: { doc: { title: string } }[]) => hits.map((h) => h.doc.title);
const doc = (title: string, text: string): SearchDoc => ({
  kind: 'pdf',
  title,
  where: '',
  text,
  target: { to: 'overview', section: 'training' },
});

/** A search over a few documents, built and read back as the app does. */
function engineOf(lang: Lang, docs: SearchDoc[]) {
  const data = buildSearchIndex(lang, docs);
  return createEngine(loadPacked(MiniSearch, data.index, indexOptions(lang)), data.docs);
}

describe('search over the English index', () => {
  it('finds the eligibility criteria document first: title matches rank above body text', async () => {
    const { engine } = await loadBuiltIndex('en');
    const { resources } = engine.search('eligibility');
    expect(resources.length).toBeGreaterThan(2);
    expect(resources[0].doc).toMatchObject({ kind: 'pdf', title: 'Eligibility criteria' });
    // The others only mention it in their text.
    expect(resources.slice(1).every((h) => !/eligibility/i.test(h.doc.title))).toBe(true);
  });

  it('matches a prefix, and one typo in a word of five letters or more', async () => {
    const { engine } = await loadBuiltIndex('en');
    expect(engine.search('eligib').resources[0].doc.title).toBe('Eligibility criteria');
    expect(engine.search('elegibility').resources[0].doc.title).toBe('Eligibility criteria');
    expect(engine.search('ELIGIBILITY criteria').resources[0].doc.title).toBe('Eligibility criteria');
  });

  it('leaves words of four letters or fewer exact', async () => {
    const { engine } = await loadBuiltIndex('en');
    // "grop" is one edit from "group", which appears throughout the content.
    expect(engine.search('group').resources.length).toBeGreaterThan(0);
    expect(engine.search('grop')).toEqual({ resources: [], modules: [] });
  });

  it('finds a slide by a phrase of its narration, in the Modules group', async () => {
    const { engine } = await loadBuiltIndex('en');
    const { modules } = engine.search('a coach working alongside the program');
    expect(modules[0].doc.target).toEqual({ to: 'slide', code: '4', n: 2 });
  });

  it('marks which index terms matched, for the snippet', async () => {
    const { engine } = await loadBuiltIndex('en');
    expect(engine.search('elegibility').resources[0].terms).toEqual(['eligibility']);
  });
});

describe('search with French enabled', () => {
  it('is case- and accent-insensitive', async () => {
    const { engine } = await loadBuiltIndex('fr');
    for (const query of ['admissibilite', 'ADMISSIBILITÉ', 'critères d’admissibilité', 'criteres admissibilite']) {
      expect(engine.search(query).resources[0].doc.title, query).toBe('Critères d’admissibilité');
    }
  });

  it('finds "thérapeute" whatever the case and accents typed', () => {
    const engine = engineOf('fr', [doc('Guide', 'Le rôle du thérapeute dans le programme.'), doc('Autre', 'Sans rapport.')]);
    expect(titles(engine.search('therapeute').resources)).toEqual(['Guide']);
    expect(titles(engine.search('THÉRAPEUTES').resources)).toEqual(['Guide']);
  });
});

describe('ranking and grouping', () => {
  it('puts a title match above the same word in the text, however often it occurs there', () => {
    const engine = engineOf('en', [
      doc('Session notes', 'Supervision supervision supervision: what supervision covers, and supervision again.'),
      doc('Supervision', 'How teams meet.'),
    ]);
    expect(titles(engine.search('supervision').resources)).toEqual(['Supervision', 'Session notes']);
  });

  it('falls back to documents with some of the words when none has them all', () => {
    const engine = engineOf('en', [doc('Group sessions', 'Eight weeks.'), doc('Manual', 'Individual delivery.')]);
    expect(titles(engine.search('group therapist').resources)).toEqual(['Group sessions']);
  });
});

describe('what the list draws', () => {
  it('two queries that find the same results with the same marks draw alike; another mark or result does not', () => {
    const engine = engineOf('en', [
      doc('Eligibility criteria', 'Who can enrol: the criteria for eligibility.'),
      doc('Referral form', 'Criteria for a referral.'),
    ]);
    const crit = engine.search('eligibility crit');
    const criter = engine.search('eligibility criter');
    expect(titles(crit.resources)).toEqual(['Eligibility criteria']);
    // "crit" and "criter" both mark "criteria": nothing on screen changes.
    expect(drawnAlike(crit, criter)).toBe(true);
    // "eligibility" alone marks no "criteria" in the title.
    expect(drawnAlike(crit, engine.search('eligibility'))).toBe(false);
    // Another result is another list.
    expect(drawnAlike(engine.search('criteria'), crit)).toBe(false);
  });
});
