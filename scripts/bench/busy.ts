import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs in each helper: spins, and every 100 ms checks that the bench that started it still
 * exists, so a bench killed without a chance to clean up (SIGKILL) leaves no spinning process.
 */
const SPIN = `
const parent = Number(process.argv[1]);
for (;;) {
  const until = Date.now() + 100;
  while (Date.now() < until);
  try { process.kill(parent, 0); } catch { process.exit(0); }
}`;

function spinner(): ChildProcess {
  // Same process group as the bench (not detached): Ctrl-C in the terminal stops it too.
  return spawn(process.execPath, ['-e', SPIN, String(process.pid)], { stdio: 'ignore' });
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      return Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    }),
  );
}

/**
 * Runs fn while `cores` helper processes each keep one core busy, like another job on the
 * machine; stops them whether fn resolves or throws, and when the bench exits in between.
 */
export async function withBusyCores<T>(cores: number, fn: (pids: number[]) => Promise<T>): Promise<T> {
  // A pass "under load" with no load would pass its budgets for nothing.
  if (!Number.isInteger(cores) || cores < 1) throw new Error(`busy cores must be a whole number ≥ 1, got ${cores}`);
  const children = Array.from({ length: cores }, spinner);
  // process.exit() (e.g. from an unexpected error elsewhere) skips finally blocks, not 'exit'.
  const onExit = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', onExit);
  try {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            child.once('spawn', resolve);
            child.once('error', reject);
          }),
      ),
    );
    const pids = children.map((c) => c.pid ?? NaN);
    console.log(`load pass: ${cores} busy helper(s), pid ${pids.join(', ')}`);
    return await fn(pids);
  } finally {
    process.off('exit', onExit);
    await stopAll(children);
    console.log('load pass: busy helpers stopped');
  }
}
