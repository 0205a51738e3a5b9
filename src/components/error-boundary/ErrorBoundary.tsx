import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isCodeLoadError } from '@/lib/load-error';
import { logError } from '@/lib/log';
import { PageCommitted } from '../page-committed';
import { CrashProbe } from './CrashProbe';
import { ErrorFallback } from './ErrorFallback';

export type ErrorRegion = 'page' | 'slides' | 'dialog' | 'search';

interface Props {
  region: ErrorRegion;
  /** A new key (the next page, another slide stage) tries the children again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failedAt: string | undefined | null;
  /** The failure was code that could not be fetched (offline before this device had it). */
  codeMissing: boolean;
}

/**
 * Contains a render error to its region: the rest of the page keeps working, and the region
 * says what happened with a Reload button and the contact address. React catches render errors
 * only in a class component with these two methods (react.dev, "Catching rendering errors").
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null, codeMissing: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // Filled with the reset key in componentDidCatch's commit: null means "not failed".
    return { failedAt: undefined, codeMissing: isCodeLoadError(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === undefined) return { failedAt: props.resetKey ?? '' };
    if (state.failedAt !== null && state.failedAt !== (props.resetKey ?? '')) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError(`render (${this.props.region})`, { error, componentStack: info.componentStack });
  }

  render() {
    if (this.state.failedAt !== null) {
      return (
        <>
          <ErrorFallback region={this.props.region} codeMissing={this.state.codeMissing} />
          <PageCommitted />
        </>
      );
    }
    return (
      <>
        {import.meta.env.VITE_TEST_CRASH === '1' && <CrashProbe region={this.props.region} />}
        {this.props.children}
      </>
    );
  }
}
