import type { PackKey } from './packs';

/*
 * What the user can ask of a pack (buttons); background work is started by src/app/start.ts.
 * A pack's controls show only once the engine has read its language's index (selectors.ts), so
 * by the time one is pressed start-up has started the engine: its chunk is loaded already.
 */
const engine = () => import('./pack-manager').then((m) => m.packManager);

export const packActions = {
  start: (key: PackKey) => engine().then((e) => e.start(key)),
  pause: (key: PackKey) => engine().then((e) => e.pause(key)),
  resume: (key: PackKey) => engine().then((e) => e.resume(key)),
  clear: (key: PackKey) => engine().then((e) => e.clear(key)),
};
