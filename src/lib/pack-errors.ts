export type PackErrorKind = 'network' | 'quota' | 'integrity' | 'http' | 'aborted' | 'unsupported';

/**
 * The abort reason of a pause: a file that has fully arrived and matches the index is kept, so
 * Resume does not fetch it again (any other stop, such as Remove, discards it).
 */
export const PAUSED = 'toolkit:paused';

/**
 * The abort reason while a new version is applied: the download resumes once the new worker is
 * in control, so it keeps what arrived as a pause does.
 */
export const SUSPENDED = 'toolkit:suspended';

/** True for a stop after which the download continues: the bytes received are kept for it. */
export const keepsBytes = (reason: unknown): boolean => reason === PAUSED || reason === SUSPENDED;

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
