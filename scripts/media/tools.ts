import { spawnSync } from 'node:child_process';

const APT_INSTALL = 'apt-get install -y espeak-ng lame ffmpeg poppler-utils';

const TOOLS: readonly { cmd: string; args: string[]; pkg: string }[] = [
  { cmd: 'espeak-ng', args: ['--version'], pkg: 'espeak-ng' },
  { cmd: 'lame', args: ['--version'], pkg: 'lame' },
  { cmd: 'ffmpeg', args: ['-hide_banner', '-version'], pkg: 'ffmpeg' },
  { cmd: 'pdftoppm', args: ['-v'], pkg: 'poppler-utils' },
];

/** Names of missing commands with the Debian package that provides each. */
function missingTools(): string[] {
  const missing: string[] = [];
  for (const t of TOOLS) {
    const res = spawnSync(t.cmd, t.args, { stdio: 'ignore' });
    if (res.error) missing.push(`${t.cmd} (Debian package ${t.pkg})`);
  }
  if (!missing.some((m) => m.startsWith('ffmpeg'))) {
    const enc = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
    for (const codec of ['libx264', 'libvpx-vp9', 'libopus']) {
      if (!enc.includes(codec)) missing.push(`ffmpeg encoder ${codec} (Debian package ffmpeg)`);
    }
    const filters = spawnSync('ffmpeg', ['-hide_banner', '-filters'], { encoding: 'utf8' }).stdout ?? '';
    if (!/\bdrawtext\b/.test(filters)) missing.push('ffmpeg drawtext filter (Debian package ffmpeg)');
  }
  return missing;
}

/**
 * Installs missing tools through the repo's own install script (apt-get as root), then fails
 * loudly, naming what to install, if any is still missing.
 */
export function assertTools(): void {
  if (missingTools().length > 0) spawnSync('bash', ['scripts/ensure-media-deps.sh'], { stdio: 'inherit' });
  const missing = missingTools();
  if (missing.length === 0) return;
  throw new Error(
    `Media generation needs tools that are not installed:\n  - ${missing.join('\n  - ')}\n` + `Install them with:\n  sudo ${APT_INSTALL}`,
  );
}
