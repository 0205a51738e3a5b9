import { saveBlob } from '@/lib/download';
import { todayIso } from '@/features/progress';
import { serialiseBackup, type BackupData } from './format';

/** Saves a backup's text as the file the import panel reads (`toolkit-progress-<date>.json`). */
export function saveBackupText(text: string, today: string): void {
  saveBlob(new Blob([text], { type: 'application/json' }), `toolkit-progress-${today}.json`);
}

/**
 * Saves the backup file of the progress given: the person using the device (the export panel),
 * or a person about to be removed from it (features/people, which reads their stored copy).
 */
export async function saveBackupFile(data: BackupData): Promise<void> {
  const today = todayIso();
  saveBackupText(await serialiseBackup(data, today), today);
}
