import { useStore } from '@/lib/store';
import { displaySettings, type DisplaySettings } from './display-settings';

/** The display settings of whoever uses the device now. */
export const useDisplay = (): DisplaySettings => useStore(displaySettings);
