/**
 * Public surface of the modules feature for other features: how a slide is drawn (its image or,
 * off the device, its title and points; its clip) and one slide's narration audio, which the
 * presentation (features/present) shows without the module page around them.
 */
export { SlideImage } from './slides/SlideImage';
export { SlideClip } from './slides/SlideVideo';
export { useNarrationAudio } from './narration/use-narration-audio';
export { memoryPositions, positionKey, type PositionStore } from './narration/positions';
export { ModuleRoute, type ModuleRouteProps } from './ModuleRoute';
export { StaticSlide } from './slides/StaticSlide';
