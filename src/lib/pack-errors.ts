export type PackErrorKind = 'network' | 'quota' | 'integrity' | 'http' | 'aborted' | 'unsupported';

/**
 * The abort reason of a pause: a file that has fully arrived and matches the index is kept, so
 * Resume does not fetch it again (any other stop, such as Remove, discards it).
 */
export const PAUSED = 'toolkit:paused';

/** Why a pack download stopped: 'network' is worth retrying, the others are not. */
export class PackError extends Error {
  constructor(
    readonly kind: PackErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PackError';
  }
}
