import type { PackManager } from './pack-manager';
import type { PackAction } from './pack-link';
import type { PackKey } from './packs';

/*
 * What the user can ask of a pack (buttons); background work is started by src/app/start.ts.
 * Start-up hands the engine over as it starts it (start.ts): from then on a press reaches the
 * engine in the same task, so a Pause stops the download at the press, not a module load later.
 * Before that (a press cannot come earlier in practice: a pack's controls show only once the
 * engine has read its language's index) the engine's chunk is loaded for it.
 */
let held: PackManager | null = null;

export function holdEngine(engine: PackManager): void {
  held = engine;
}

const act =
  (action: PackAction) =>
  (key: PackKey): Promise<void> =>
    held ? held[action](key) : import('./pack-manager').then((m) => (held ??= m.packManager)[action](key));

export const packActions = {
  start: act('start'),
  pause: act('pause'),
  resume: act('resume'),
  clear: act('clear'),
  /** Files of the pack were added from a pack file: the pack counts them as a download's (pack-manager.ts). */
  adopt: act('adopt'),
};
