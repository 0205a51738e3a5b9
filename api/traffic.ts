import { vi } from 'vitest';
import type { SeenRequest, SeenResponse } from './contract';

export interface Exchange {
  request: SeenRequest;
  /** Absent when the connection failed (the mock's "network" switch). */
  response?: SeenResponse;
}

/**
 * Records every fetch the code under test makes, as sent and as answered (here by the MSW
 * handlers over msw/node), while passing both through untouched.
 */
export function recordTraffic(): Exchange[] {
  const seen: Exchange[] = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const contentType = request.headers.get('content-type');
    const exchange: Exchange = {
      request: { method: request.method, url: request.url, contentType, headers: request.headers, body: await request.clone().text() },
    };
    seen.push(exchange);
    const response = await fetch(request);
    exchange.response = {
      method: request.method,
      url: request.url,
      status: response.status,
      headers: response.headers,
      body: await response.clone().text(),
    };
    return response;
  });
  return seen;
}
