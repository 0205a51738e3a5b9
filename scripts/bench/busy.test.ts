import { describe, expect, it } from 'vitest';
import { withBusyCores } from './busy';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('busy helpers', () => {
  it('run during the pass and are gone after it, also when it fails', async () => {
    let seen: number[] = [];
    await expect(
      withBusyCores(2, async (pids) => {
        seen = pids;
        expect(pids.every(alive)).toBe(true);
        throw new Error('pass failed');
      }),
    ).rejects.toThrow('pass failed');
    expect(seen).toHaveLength(2);
    expect(seen.some(alive)).toBe(false);
  });

  it('refuse a pass with no core kept busy', async () => {
    await expect(withBusyCores(0, async () => 'nothing')).rejects.toThrow('busy cores');
  });
});
