/** The mock API's in-memory stores and failure switches (mocks/handlers.ts), read over HTTP. */
import type { FailureSwitch } from '../../mocks/db';
import type { AppServer } from './server';

export interface MockState {
  tracks: { id: string; resource?: string; moduleProgress?: unknown }[];
  feedback: { stage: string; fullModuleId: string; slide: number; feedback: string }[];
  logins: string[];
  certificates: Record<string, string>[];
}

export class MockApi {
  constructor(private readonly server: AppServer) {}

  async state(): Promise<MockState> {
    const response = await fetch(this.server.url('/api/__mock/state'));
    if (!response.ok) throw new Error(`GET /api/__mock/state answered ${response.status}`);
    return (await response.json()) as MockState;
  }

  /** A failure switch for one browser (matched by its user agent). */
  async fail(failure: FailureSwitch): Promise<void> {
    const response = await fetch(this.server.url('/api/__mock/failure'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(failure),
    });
    if (!response.ok) throw new Error(`POST /api/__mock/failure answered ${response.status}`);
  }
}
