import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BackupError } from './format';

export type ImportError = BackupError | 'noQr' | 'notImage' | 'imageTooLarge' | 'unreadable';

/**
 * One clear sentence per reason; every one of them means nothing was changed. One person's file
 * opened as everyone's is said by the people section, in its own catalogue (features/people/everyone).
 */
export const IMPORT_ERRORS: Record<Exclude<ImportError, 'onePersonFile'>, MessageDescriptor> = {
  empty: msg`This file is empty.`,
  tooLarge: msg`This file is too large to be a progress backup.`,
  notJson: msg`This file could not be read as a progress backup: it may be damaged or incomplete.`,
  otherApp: msg`This file was not made by the Operational Toolkit.`,
  newerVersion: msg`This backup was made by a newer version of the toolkit. Update the app (reload it when online), then try again.`,
  corrupted: msg`This backup is damaged: some of its contents are not valid.`,
  checksum: msg`This backup does not match its checksum: it was changed or damaged after it was saved.`,
  noQr: msg`No QR code could be read in this image. Try a sharper, closer picture of the code.`,
  notImage: msg`This file could not be opened as an image.`,
  imageTooLarge: msg`This picture is too large to read on this device. Take a closer, smaller picture of the code.`,
  unreadable: msg`This file could not be read.`,
  everyoneFile: msg`This file holds the progress of everyone on a device: add it under “People on this device”.`,
};
