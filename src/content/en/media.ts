import type { MediaTexts } from '../texts';
import { module3Clips } from './modules/module-3';
import { module4Clips } from './modules/module-4';
import { module5Clips } from './modules/module-5';
import implementationMedia from './sections/implementation.media.json' with { type: 'json' };
import promotionalMedia from './sections/promotional.media.json' with { type: 'json' };
import trainingMedia from './sections/training.media.json' with { type: 'json' };

/** What the generated documents hold and the videos say: only the media generator reads this (../media-content.ts). */
export const media: MediaTexts = {
  sections: { implementation: implementationMedia, training: trainingMedia, promotional: promotionalMedia },
  clips: { '3': module3Clips, '4': module4Clips, '5': module5Clips },
};
