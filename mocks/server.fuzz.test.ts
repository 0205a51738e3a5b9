// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailures, FUZZ_FILES, verdict, type FuzzCase } from '../tests/support/fuzz-case';
import { fuzzCorpus } from '../tests/support/fuzz-corpus';
import { sendRaw } from '../tests/support/raw-http';
import { MOCK_CODES } from './codes';

/**
 * The real mock server (mocks/server.ts, in its own process, as `npm start` and the nginx tests
 * run it) against the shared corpus of malformed requests: every answer has a status, none is a
 * 5xx, dot folders are never served, and afterwards the server still serves a page and the API.
 * A crash shows as the first case without an answer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 37);
const SHELL = '<!doctype html><title>t</title><div id="root"></div>';

let dist: string;
let server: ChildProcess;
let port: number;
let stderr = '';

function writeBuild(root: string) {
  const files: Record<string, string | Buffer> = {
    'index.html': SHELL,
    'toolkit/en/index.html': SHELL,
    [FUZZ_FILES.image]: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [FUZZ_FILES.audio]: Buffer.alloc(40_000, 7),
    [FUZZ_FILES.index]: '{}',
    [FUZZ_FILES.worker]: '// worker',
    'assets/app-abc123.js': 'console.log(1)',
    // What must never leave the server: the build's deployment settings and a checkout's files.
    '.deploy/headers.json': '{"Content-Security-Policy": "default-src \'self\'"}',
    '.deploy/csp.conf': 'set $toolkit_csp "x";',
    '.git/config': '[core]',
    '.env': 'SECRET=1',
  };
  for (const [file, body] of Object.entries(files)) {
    const abs = path.join(root, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, body);
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

async function untilServing() {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/toolkit`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`mock server did not start:\n${stderr}`);
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fuzz-dist-'));
  writeBuild(dist);
  port = await freePort();
  // One node process (no tsx wrapper): its exit is the server's.
  server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), CORS_ORIGINS: 'https://toolkit.example.org' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await untilServing();
}, 30_000);

afterAll(() => {
  server?.kill();
  rmSync(dist, { recursive: true, force: true });
});

describe('the mock server survives any request (issue #37)', () => {
  it(`answers the whole corpus (seed ${SEED}) with a status and no 5xx; then still serves a page and the API`, async () => {
    const corpus = fuzzCorpus({ seed: SEED });
    expect(corpus.length).toBeGreaterThan(500);
    const failures: { c: FuzzCase; why: string }[] = [];
    for (const c of corpus) {
      const { status } = await sendRaw(port, c);
      const why = verdict(c, status);
      if (why) failures.push({ c, why });
      if (server.exitCode !== null) break;
    }
    expect(describeFailures(failures), `${failures.length} of ${corpus.length} cases; server log:\n${stderr.slice(-1500)}`).toEqual([]);
    expect(server.exitCode).toBeNull();

    const page = await fetch(`http://127.0.0.1:${port}${FUZZ_FILES.page}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const signIn = await fetch(`http://127.0.0.1:${port}/api/operational-toolkit/validate-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'fuzz-after' },
      body: JSON.stringify({ code: MOCK_CODES.organisation, lang: 'en' }),
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).data.id).toEqual(expect.any(String));
  }, 60_000);

  it("error answers keep the page headers, are never cached, and say nothing of the server's files", async () => {
    const answer = (target: string) => sendRaw(port, { family: 'check', method: 'GET', target, headers: [], expect: 'answered' });
    for (const [target, status] of [
      ['/.deploy/headers.json', 404],
      ['/images/%2e%2e/.deploy/headers.json', 404],
      ['/images/%E0%A4%A', 400],
    ] as const) {
      const { status: got, text } = await answer(target);
      expect(got, target).toBe(status);
      expect(text, target).toMatch(/^Content-Security-Policy: default-src 'self'/im);
      expect(text, target).toMatch(/^X-Content-Type-Options: nosniff/im);
      expect(text, target).toMatch(/^Cache-Control: no-store/im);
      expect(text, target).not.toContain('Content-Security-Policy":');
    }
    const api = await answer('/api/operational-toolkit/%E0%A4%A');
    expect(api.status).toBe(400);
    expect(api.text).toContain('{"message":"invalid"}');
  });
});
