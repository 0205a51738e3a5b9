import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEPLOY_NGINX, nginxConf, type NginxSite } from './config.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface NginxOptions {
  /** The mock API (API_ONLY=1 mocks/server.ts) nginx proxies /api/ (and in tests media) to. */
  apiPort: number;
  /** Another server block with the production media location (media from dist/, no fault injection). */
  productionPort?: number;
  /** Origins the mock API answers cross-origin (CORS) requests from. */
  corsOrigins?: string[];
  /** Where nginx writes its access log (a spec reads it); in its temp dir when not given. Removed on stop. */
  accessLog?: string;
}

/**
 * Debian's nginx, as a plain foreground process with a generated config in a temp dir, serving
 * a build with deploy/nginx's configuration and proxying /api/ to the mock API. Same interface
 * as scripts/local-server.ts: `serve(dist)` again is a deploy (new root, `nginx -s reload`).
 */
export class NginxServer {
  readonly origin: string;
  private nginx: ChildProcess | null = null;
  private api: ChildProcess | null = null;
  private dir: string | null = null;

  constructor(
    readonly port: number,
    private readonly options: NginxOptions,
  ) {
    this.origin = `http://localhost:${port}`;
  }

  async serve(dist: string): Promise<void> {
    if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run 'bash scripts/ensure-test-deps.sh' as root.`);
    this.dir ??= this.makeDir();
    const sites: NginxSite[] = [{ port: this.port, dist, media: 'api' }];
    if (this.options.productionPort) sites.push({ port: this.options.productionPort, dist, media: 'dist' });
    writeFileSync(this.conf, nginxConf(this.dir, this.options.apiPort, sites, this.options.accessLog));
    this.test();
    this.api ??= this.startApi(dist);
    if (this.nginx) {
      this.nginx.kill('SIGHUP');
      await this.until(() => this.servesBuild(dist), `nginx reloaded with ${dist}`);
      return;
    }
    this.nginx = spawn(
      NGINX,
      [
        '-p',
        this.dir,
        '-c',
        this.conf,
        '-e',
        path.join(this.dir, 'error.log'),
        '-g',
        `daemon off; pid ${path.join(this.dir, 'nginx.pid')};`,
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await this.until(async () => (await this.get('/api/__mock/state')) === 200 && this.servesBuild(dist), `nginx on ${this.origin}`);
  }

  /** Ends nginx and the mock API this instance started, and removes its temp dir. */
  async stop(): Promise<void> {
    const children = [this.nginx, this.api].filter((c): c is ChildProcess => !!c);
    this.nginx = this.api = null;
    await Promise.all(children.map(stopChild));
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    if (this.options.accessLog) rmSync(this.options.accessLog, { force: true });
    this.dir = null;
  }

  private get conf(): string {
    return path.join(this.dir!, 'nginx.conf');
  }

  private makeDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'toolkit-nginx-'));
    mkdirSync(path.join(dir, 'temp'));
    symlinkSync(path.join(DEPLOY_NGINX, 'snippets'), path.join(dir, 'snippets'));
    return dir;
  }

  /** `nginx -t`: a configuration error is reported as such, not as a server that never answers. */
  private test() {
    const args = [
      '-t',
      '-q',
      '-p',
      this.dir!,
      '-c',
      this.conf,
      '-e',
      path.join(this.dir!, 'error.log'),
      '-g',
      `pid ${path.join(this.dir!, 'test.pid')};`,
    ];
    const result = spawnSync(NGINX, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
  }

  private startApi(dist: string): ChildProcess {
    // One node process (no tsx wrapper), so that stopping it really closes its port.
    return spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      env: {
        ...process.env,
        API_ONLY: '1',
        PORT: String(this.options.apiPort),
        DIST_DIR: dist,
        CORS_ORIGINS: (this.options.corsOrigins ?? []).join(','),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  private async servesBuild(dist: string): Promise<boolean> {
    const expected = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const response = await fetch(`${this.origin}/index.html`).catch(() => null);
    return (await response?.text().catch(() => null)) === expected;
  }

  private async get(urlPath: string): Promise<number> {
    return fetch(`${this.origin}${urlPath}`).then(
      (r) => r.status,
      () => 0,
    );
  }

  private async until(ready: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 150; i++) {
      if (this.nginx?.exitCode !== null && this.nginx?.exitCode !== undefined) break;
      if (await ready()) return;
      await pause(200);
    }
    const log = this.dir ? readFileSync(path.join(this.dir, 'error.log'), 'utf8').slice(-2000) : '';
    throw new Error(`${what} did not start\n${log}`);
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // nginx: TERM is a fast shutdown (QUIT would wait for keep-alive connections).
    child.kill('SIGTERM');
  });
}
