/** The progress backup: a file or QR codes that carry a learner's progress to another device (spec §8). */
export { BackupScreen } from './BackupScreen';
export { saveBackupFile } from './save-backup';
