import type { SectionId } from '../types';
import { implementation } from './sections/implementation';
import { promotional } from './sections/promotional';
import { training } from './sections/training';

/** The structure of every section page, in the order the content lists them. */
export const SECTIONS = { implementation, training, promotional } as const satisfies Record<SectionId, unknown>;
