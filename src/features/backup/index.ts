/** The progress backup: a file or QR codes that carry a learner's progress to another device (spec §8). */
export { BackupScreen } from './BackupScreen';
export { saveBackupFile } from './save-backup';
// Everyone's progress in one file: written and read here, merged into each person by features/people.
export { serialiseEveryone, type EveryoneBackup, type PersonBackup } from './everyone-format';
export { readEveryoneFile } from './read-file';
export { IMPORT_ERRORS, type ImportError } from './messages';
