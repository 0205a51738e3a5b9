import { packManager } from './pack-manager';
import type { PackKey } from './packs';

/** What the user can ask of a pack (buttons); background work is started by src/app/start.ts. */
export const packActions = {
  start: (key: PackKey) => packManager.start(key),
  pause: (key: PackKey) => packManager.pause(key),
  resume: (key: PackKey) => packManager.resume(key),
  clear: (key: PackKey) => packManager.clear(key),
};
