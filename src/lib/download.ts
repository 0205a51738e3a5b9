/**
 * Saves a Blob as a file: the one place the app triggers a download.
 * An object URL (not a data: URL) keeps large files cheap and the CSP simple.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
