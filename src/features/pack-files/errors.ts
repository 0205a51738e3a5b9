/**
 * Why a pack file was refused (nothing was changed) or why an import stopped. Each has a
 * message of its own (messages.ts).
 */
export type PackFileError =
  /** The file has no bytes. */
  | 'empty'
  /** Not a ZIP at all. */
  | 'notZip'
  /** A ZIP whose end is missing (cut while copied). */
  | 'truncated'
  /** A ZIP without this app's manifest: another app's file. */
  | 'notOurs'
  /** Our manifest, malformed; or a ZIP whose records contradict each other. */
  | 'damaged'
  /** A language this app does not have. */
  | 'otherLanguage'
  /** Far larger than the pack it claims to be. */
  | 'tooLarge'
  /** An entry whose name leaves the pack's folders (`../`, an absolute path). */
  | 'outsidePack'
  /** The manifest's list or sizes do not match the files in the ZIP. */
  | 'manifestMismatch'
  /** A file holds more bytes than the manifest and the ZIP declare (a ZIP bomb). */
  | 'bomb'
  /** A file's bytes do not match the manifest's sha256 (damaged in transit). */
  | 'corrupt'
  /** The file could not be read (removed drive, permission). */
  | 'unreadable'
  /** The device is full. */
  | 'quota';

export class PackFileProblem extends Error {
  constructor(
    readonly kind: PackFileError,
    detail: string = kind,
  ) {
    super(detail);
    this.name = 'PackFileProblem';
  }
}
