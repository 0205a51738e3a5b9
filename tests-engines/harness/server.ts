/**
 * The production build and the mock API (mocks/server.ts), on the suite's own port.
 * Journeys stop it to make the server unreachable and start it again, like a
 * connection that drops and comes back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { isListening, stopProcess, waitForPort } from './ports';

export interface AppServerOptions {
  /** The build to serve (DIST_DIR, else dist/). */
  dist?: string;
  /** More settings for mocks/server.ts (API_ONLY, CORS_ORIGINS). */
  env?: Record<string, string>;
}

export class AppServer {
  private process: ChildProcess | null = null;
  readonly origin: string;

  constructor(
    readonly port: number,
    private readonly options: AppServerOptions = {},
  ) {
    this.origin = `http://localhost:${port}`;
  }

  async start(): Promise<void> {
    if (await isListening(this.port)) throw new Error(`Port ${this.port} is already in use: stop that server first.`);
    // One node process (no tsx wrapper), so that stopping it really closes the port.
    this.process = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DIST_DIR: this.options.dist ?? process.env.DIST_DIR ?? 'dist',
        ...this.options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<never>((_, reject) =>
      this.process?.once('exit', (code) => reject(new Error(`mocks/server.ts exited (${code}) before listening`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPort(this.port, 30_000, 'The app server'), exited]);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child) return;
    await stopProcess(child);
    await waitForPort(this.port, 10_000, 'The app server', false);
  }

  url(path: string): string {
    return this.origin + path;
  }
}
