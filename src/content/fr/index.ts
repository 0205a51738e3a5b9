import { localise } from '../localise';
import type { LanguageTexts } from '../texts';
import { module1 } from './modules/module-1';
import { module2 } from './modules/module-2';
import { module3 } from './modules/module-3';
import { module4 } from './modules/module-4';
import { module5 } from './modules/module-5';
import { module6 } from './modules/module-6';
import { module7 } from './modules/module-7';
import { moduleA } from './modules/module-a';
import { moduleB } from './modules/module-b';
import overview from './overview.json' with { type: 'json' };
import implementation from './sections/implementation.json' with { type: 'json' };
import promotional from './sections/promotional.json' with { type: 'json' };
import training from './sections/training.json' with { type: 'json' };

const modules = {
  '1': module1,
  '2': module2,
  '3': module3,
  '4': module4,
  '5': module5,
  '6': module6,
  '7': module7,
  a: moduleA,
  b: moduleB,
};

export const texts: LanguageTexts = {
  sections: { implementation, training, promotional },
  modules,
  overview,
  trueFalse: { true: 'Vrai', false: 'Faux' },
};

export const content = localise('fr', texts);
