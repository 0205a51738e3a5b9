import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until the port accepts (or refuses) connections; names the process on timeout. */
export async function waitForPort(port: number, timeoutMs: number, what: string, listening = true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await isListening(port)) !== listening) {
    if (Date.now() > deadline) {
      throw new Error(`${what} did not ${listening ? 'start listening' : 'stop listening'} on port ${port} within ${timeoutMs / 1000} s`);
    }
    await sleep(100);
  }
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not exited within graceMs. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
