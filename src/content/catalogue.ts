import type { FullModuleId, ModuleCode, ResourceType } from './types';

/** Language-independent facts about each module (design-notes §3). */
interface ModuleMeta {
  slideCount: number;
  /** 1-based slide numbers that carry a video clip. */
  videoSlides: readonly number[];
  /** 1-based slide numbers whose clip has a poster image. */
  posterSlides: readonly number[];
}

const META = {
  '1': { slideCount: 6, videoSlides: [], posterSlides: [] },
  '2': { slideCount: 7, videoSlides: [], posterSlides: [] },
  '3': { slideCount: 11, videoSlides: [6, 8, 9], posterSlides: [6] },
  '4': { slideCount: 21, videoSlides: [4, 7, 9, 12, 13, 14, 16, 19], posterSlides: [] },
  '5': { slideCount: 10, videoSlides: [4], posterSlides: [] },
  '6': { slideCount: 13, videoSlides: [], posterSlides: [] },
  '7': { slideCount: 5, videoSlides: [], posterSlides: [] },
  a: { slideCount: 9, videoSlides: [], posterSlides: [] },
  b: { slideCount: 13, videoSlides: [], posterSlides: [] },
} as const satisfies Record<ModuleCode, ModuleMeta>;

/** The literal counts and slide numbers: each language's module texts are typed by them (texts.ts). */
export type ModuleMetas = typeof META;

export const MODULES: Readonly<Record<ModuleCode, ModuleMeta>> = META;

export { RESOURCE_TYPES } from '../config/domain';

/** Position 1..7 within a section → module code. */
export const SECTION_MODULES: Readonly<Record<ResourceType, readonly ModuleCode[]>> = {
  implementation: ['a', '2', '3', '4', '5', 'b', '7'],
  training: ['1', '2', '3', '4', '5', '6', '7'],
};

const FULL_IDS: Readonly<Record<ModuleCode, FullModuleId>> = {
  a: '1-implementation',
  '1': '1-training',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  b: '6-implementation',
  '6': '6-training',
  '7': '7',
};

/** Durations (mm:ss) by position, per section. */
const DURATIONS: Readonly<Record<ResourceType, readonly string[]>> = {
  implementation: ['07:15', '02:48', '13:30', '29:24', '06:26', '12:25', '03:42'],
  training: ['04:04', '02:48', '13:30', '29:24', '06:26', '12:25', '03:42'],
};

export function fullModuleId(code: ModuleCode): FullModuleId {
  return FULL_IDS[code];
}

/** Module code at a 1-based position, or undefined for an unknown position. */
export function moduleAt(resourceType: ResourceType, position: number): ModuleCode | undefined {
  if (!Number.isInteger(position)) return undefined;
  return SECTION_MODULES[resourceType][position - 1];
}

export function moduleDuration(resourceType: ResourceType, position: number): string {
  return DURATIONS[resourceType][position - 1] ?? '00:00';
}

export function parseDuration(mmss: string): number {
  const [m, s] = mmss.split(':').map(Number);
  return m * 60 + s;
}

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Total course duration for a section, derived from the per-module durations. */
export function totalDuration(resourceType: ResourceType): string {
  return formatDuration(DURATIONS[resourceType].reduce((sum, d) => sum + parseDuration(d), 0));
}

export function isVideoSlide(code: ModuleCode, slide: number): boolean {
  return MODULES[code].videoSlides.includes(slide);
}
