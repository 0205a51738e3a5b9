/** Public surface of the access feature (the signed-in session) for other features. */
export { useSession } from './SessionContext';
export { sessionStore, type Session } from './session-store';
export { SessionProvider } from './SessionContext';
export { drawSessionAs, followSessionRejections, signInUnstored, signOutNotice, writeSession } from './session-store';
export { EntryScreen } from './EntryScreen';
export { sendLogin } from './login';
export { usePageLang } from './use-page-lang';
