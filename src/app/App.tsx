import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../components/error-boundary/ErrorBoundary';
import { SessionProvider } from '@/features/access';
import type { Session } from '@/features/access';
import type { ProgressMap, CompletionDates } from '@/features/progress';
import { i18n } from '../i18n/i18n';
import { PaintHints } from './PaintHints';
import { AppRoutes } from './routes';

export interface AppState {
  session: Session;
  progress: ProgressMap;
  completion: CompletionDates;
}

/** A page that fails to render shows a message instead of a blank window; the next page starts afresh. */
function PageBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary region="page" resetKey={location}>
      {children}
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <PageBoundary>
        <SessionProvider>
          <PaintHints />
          <AppRoutes />
        </SessionProvider>
      </PageBoundary>
    </I18nProvider>
  );
}
