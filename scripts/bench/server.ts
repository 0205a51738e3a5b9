import { spawn, type ChildProcess } from 'node:child_process';
import { BENCH, origin } from './config';

export interface RunningServer {
  stop(): Promise<void>;
}

async function waitForUp(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin(port)}/toolkit`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer on ${origin(port)} within ${timeoutMs} ms`);
}

/** The local production server (a build + headers + mock API), stopped by its own pid. */
export async function startServer(dir: string = BENCH.outDir, port: number = BENCH.port): Promise<RunningServer> {
  const stale = await fetch(`${origin(port)}/toolkit`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use (set BENCH_PORT)`);
  const child = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], {
    env: { ...process.env, DIST_DIR: dir, PORT: String(port) },
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
    await waitForUp(child, port, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
