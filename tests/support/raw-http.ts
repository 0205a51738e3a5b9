import net from 'node:net';
import type { FuzzCase } from './fuzz-case';

export interface RawAnswer {
  /** 0 when no status line came back (connection refused, dropped, or timed out). */
  status: number;
  /** Bytes received, status line and headers included. */
  text: string;
}

const hasHeader = (c: FuzzCase, name: string) => c.headers.some(([n]) => n.toLowerCase() === name);

/** The request exactly as the case has it: fetch and Playwright would normalise the path and headers. */
export function rawRequest(c: FuzzCase, host: string, extra: [string, string][] = []): string {
  const version = c.version ?? '1.1';
  const headers: [string, string][] = [];
  if (version === '1.1' && !hasHeader(c, 'host')) headers.push(['Host', host]);
  headers.push(['Connection', 'close'], ...extra, ...c.headers);
  if (c.body !== undefined && !hasHeader(c, 'content-length')) headers.push(['Content-Length', String(Buffer.byteLength(c.body))]);
  const head = headers.map(([n, v]) => `${n}: ${v}\r\n`).join('');
  return `${c.method} ${c.target} HTTP/${version}\r\n${head}\r\n${c.body ?? ''}`;
}

/**
 * Sends one case over a new TCP connection and reads until the server closes it. Write errors
 * are ignored (a server may answer 413 and stop reading); what arrived is the answer.
 */
export function sendRaw(port: number, c: FuzzCase, extra: [string, string][] = [], timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.write(rawRequest(c, `127.0.0.1:${port}`, extra));
  });
}
