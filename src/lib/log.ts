/** The one place the app reports swallowed failures (storage, outbox, SW). */
export function logError(context: string, error: unknown): void {
  console.warn(`[toolkit] ${context}:`, error);
}
