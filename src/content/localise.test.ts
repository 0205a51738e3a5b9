import { describe, expect, it } from 'vitest';
import { content as fr } from './fr/index';
import { localiseSection } from './localise-section';
import { QUIZZES } from './structure/quizzes';
import { defineSection } from './structure/spec';
import type { SectionTexts } from './texts';

type SectionMediaTexts = Parameters<typeof localiseSection>[3];

const spec = defineSection({
  id: 'promotional',
  blocks: [
    {
      id: 'posters',
      intro: true,
      items: [{ kind: 'pdf', id: 'poster-a', key: 'promotional.PosterA', print: 'p2', editable: true }],
      groups: [{ id: 'more', items: [{ kind: 'text', id: 'text', withHtml: true }] }],
    },
  ],
});

const texts: SectionTexts<typeof spec> = {
  title: 'Ressources',
  blocks: {
    posters: {
      heading: 'Affiches',
      intro: ['Imprimez-les.'],
      items: { 'poster-a': { title: 'Affiche A' } },
      groups: { more: { heading: 'Plus', items: { text: ['<strong>Bientôt</strong>'] } } },
    },
  },
};

describe('localise', () => {
  it('joins a section structure with one language’s texts and that language’s asset paths', () => {
    const media: SectionMediaTexts = { 'poster-a': [{ heading: 'A', lines: ['Ligne'] }] };
    expect(localiseSection('fr', spec, texts, media)).toStrictEqual({
      id: 'promotional',
      title: 'Ressources',
      blocks: [
        {
          id: 'posters',
          heading: 'Affiches',
          intro: { kind: 'text', paragraphs: ['Imprimez-les.'] },
          groups: [{ id: 'more', heading: 'Plus', items: [{ kind: 'text', withHtml: true, paragraphs: ['<strong>Bientôt</strong>'] }] }],
          items: [
            {
              kind: 'pdf',
              key: 'promotional.PosterA',
              title: 'Affiche A',
              imgSrc: '/images/fr/promotional/poster-a-thumb.jpg',
              url: '/pdfs/fr/promotional/poster-a.pdf',
              print: 'p2',
              editable: true,
              pages: [{ heading: 'A', lines: ['Ligne'] }],
            },
          ],
        },
      ],
    });
  });

  it('leaves document pages out when no media texts are given (the app’s content)', () => {
    const [block] = localiseSection('fr', spec, texts).blocks;
    expect(block.items[0]).not.toHaveProperty('pages');
    expect(block.items[0]).toMatchObject({ title: 'Affiche A', url: '/pdfs/fr/promotional/poster-a.pdf' });
  });

  it('gives true/false questions the language’s labels and the structure’s answer', () => {
    const [first] = QUIZZES['1'];
    expect('statementIsTrue' in first && first.statementIsTrue).toBe(false);
    expect(fr.modules['1'].questions[0]).toMatchObject({
      trueFalse: true,
      answers: [
        { label: 'Vrai', correct: false },
        { label: 'Faux', correct: true },
      ],
    });
  });

  it('marks the structure’s correct answers on the language’s answer texts', () => {
    const question = fr.modules['4'].questions[1];
    expect(question.answers.map((a) => a.correct)).toEqual(QUIZZES['4'][1].correct);
    expect(question.answers.every((a) => a.label.length > 0)).toBe(true);
  });
});
