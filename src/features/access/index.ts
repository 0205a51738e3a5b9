/** Public surface of the access feature (the signed-in session) for other features. */
export { useSession } from './SessionContext';
export { sessionStore, type Session } from './session-store';
