export type PackErrorKind = 'network' | 'quota' | 'integrity' | 'http' | 'aborted' | 'unsupported';

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
