/** Public surface of the access feature (the signed-in session) for other features. */
export { useSession } from './SessionContext';
export { onSessionWritten, type Session } from './session-store';
