/**
 * The mock API's in-memory stores and failure switches (mocks/handlers.ts), read and set over
 * HTTP: one client for the Playwright specs (tests/fixtures.ts) and the WebKit/Firefox journeys.
 */
import type { FailureSwitch } from '../../mocks/db';

export interface MockState {
  tracks: { id: string; resource?: string; moduleProgress?: unknown }[];
  feedback: { stage: string; fullModuleId: string; slide: number; feedback: string }[];
  logins: string[];
  certificates: Record<string, string>[];
}

export class MockApi {
  /**
   * `url` turns an API path into the server's address. With a `client` (a browser's user
   * agent), failure switches apply to that browser only, so parallel tests do not disturb
   * each other; without one, each switch names its client itself.
   */
  constructor(
    private readonly url: (path: string) => string,
    readonly client?: string,
  ) {}

  async state(): Promise<MockState> {
    const response = await fetch(this.url('/api/__mock/state'));
    if (!response.ok) throw new Error(`GET /api/__mock/state answered ${response.status}`);
    return (await response.json()) as MockState;
  }

  /** Adds a failure switch; null clears this client's switches. */
  async fail(failure: FailureSwitch | null): Promise<void> {
    const body = failure ? { ...failure, client: this.client ?? failure.client } : { client: this.client };
    const response = await fetch(this.url('/api/__mock/failure'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST /api/__mock/failure answered ${response.status}`);
  }

  /** Holds the app's module scripts at the server (mocks/script-hold.ts), or sends what waited. */
  async holdScripts(hold: boolean): Promise<void> {
    const response = await fetch(this.url('/api/__mock/hold-scripts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hold }),
    });
    if (!response.ok) throw new Error(`POST /api/__mock/hold-scripts answered ${response.status}`);
  }
}
