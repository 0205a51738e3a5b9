import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PackFileError } from './errors';

/** What a person reads for each refused or stopped pack file: what happened, and what to do. */
export const PACK_FILE_ERRORS: Record<PackFileError, MessageDescriptor> = {
  empty: msg`This file is empty.`,
  notZip: msg`This is not a pack file: it is not a ZIP file.`,
  truncated: msg`This pack file is incomplete: it was probably cut off while it was copied. Copy it again from the device that saved it.`,
  notOurs: msg`This ZIP file was not saved by the Operational Toolkit, so it holds no pack.`,
  damaged: msg`This pack file is damaged: its contents contradict each other. Save it again on the device that has the pack.`,
  otherLanguage: msg`This pack file is for a language this app does not have.`,
  tooLarge: msg`This file is far larger than the pack it says it holds, so it was not read.`,
  outsidePack: msg`This pack file names files outside the pack (such as ../), so it was not read.`,
  manifestMismatch: msg`This pack file’s list of contents does not match the files in it (their names or sizes differ).`,
  bomb: msg`A file in this pack file holds more data than it declares, so it was not read.`,
  corrupt: msg`A file in this pack file is damaged: its contents do not match its checksum. Copy the pack file again from the device that saved it.`,
  unreadable: msg`The file could not be read. If it is on a removable drive, check that the drive is still connected.`,
  quota: msg`There is not enough storage space on this device. Free up some space, then add the file again.`,
};
