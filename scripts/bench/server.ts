import { spawn, type ChildProcess } from 'node:child_process';
import { BENCH, origin } from './config';

export interface RunningServer {
  stop(): Promise<void>;
}

async function waitForUp(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin()}/toolkit`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer on ${origin()} within ${timeoutMs} ms`);
}

/** The local production server (dist + headers + mock API), stopped by its own pid. */
export async function startServer(): Promise<RunningServer> {
  const stale = await fetch(`${origin()}/toolkit`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${BENCH.port} is already in use (set BENCH_PORT)`);
  const child = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
    env: { ...process.env, DIST_DIR: BENCH.outDir, PORT: String(BENCH.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Own process group, so stopping it also stops the node process tsx starts.
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  };
  try {
    await waitForUp(child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
