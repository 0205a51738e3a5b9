// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../mocks/db';
import { mockServer } from '../mocks/node';
import { MockApi } from '../tests/support/mock-api';
import { Contract, readContract } from './contract';
import { recordTraffic, type Exchange } from './traffic';

/** The mock's own controls (api/mock-control.yaml), as the e2e specs and journeys use them. */
const contract = new Contract(readContract(new URL('./mock-control.yaml', import.meta.url)));
let seen: Exchange[];

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => void (seen = recordTraffic()));
afterEach(() => resetDb());
afterAll(() => mockServer.close());

describe('mock API controls', () => {
  it('state, failure switches (set and cleared) and reset match their document', async () => {
    const api = new MockApi((path) => `http://localhost${path}`, 'test-browser');
    await api.fail({ mode: 'slow', endpoints: ['pdf', 'feedback'], times: 2, delayMs: 500 });
    expect(await api.state()).toMatchObject({ failures: [{ mode: 'slow', client: 'test-browser' }] });
    await api.fail(null);
    await fetch('http://localhost/api/__mock/reset', { method: 'POST' });
    expect(seen).toHaveLength(4);
    for (const { request, response } of seen) {
      expect(contract.checkRequest(request), request.url).toEqual([]);
      expect(contract.checkResponse(response!), request.url).toEqual([]);
    }
  });
});
