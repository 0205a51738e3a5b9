import { spawn, type ChildProcess } from 'node:child_process';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A build and the mock API served over real HTTP (mocks/server.ts) on a port of the
 * caller's, for scripts and e2e tests that swap builds on one origin. The server runs in
 * its own process group (tsx and its node child), so stopping it ends exactly that group.
 */
export class LocalServer {
  readonly origin: string;
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {
    this.origin = `http://localhost:${port}`;
  }

  /** Serves `dist` (stopping the build served before) and resolves once it answers. */
  async serve(dist: string): Promise<void> {
    await this.run(['node_modules/.bin/tsx', 'mocks/server.ts'], { DIST_DIR: dist }, 30_000);
  }

  /**
   * Runs another server on this port (`command` must listen on it: the dev server, say),
   * stopping the one before, and resolves once /toolkit answers, within `timeoutMs`.
   */
  async run([command, ...args]: string[], env: Record<string, string>, timeoutMs: number): Promise<void> {
    await this.stop();
    this.child = spawn(command, args, {
      env: { ...process.env, ...env, PORT: String(this.port) },
      detached: true,
      stdio: 'ignore',
    });
    for (const end = Date.now() + timeoutMs; Date.now() < end; await pause(250)) {
      if (await this.answers(true)) return;
    }
    throw new Error(`${command} ${args.join(' ')} did not start on ${this.origin}`);
  }

  /** Ends the server this instance started, if any, and waits until the port is free. */
  async stop(): Promise<void> {
    const pid = this.child?.pid;
    this.child = null;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let i = 0; i < 40 && (await this.answers(false)); i++) await pause(100);
  }

  /** Whether the origin answers (with `ok` only: a 2xx). */
  private answers(ok: boolean): Promise<boolean> {
    return fetch(`${this.origin}/toolkit`).then(
      (r) => !ok || r.ok,
      () => false,
    );
  }
}
