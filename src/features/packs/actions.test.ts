import { describe, expect, it, vi } from 'vitest';
import type { PackManager } from './pack-manager';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./pack-manager', () => {
  loads.count++;
  return { packManager: { pause: vi.fn(async () => undefined) } };
});

const { holdEngine, packActions } = await import('./actions');

describe('pack actions: a press reaches the engine', () => {
  it('in the same task once start-up holds the engine, without loading its module again', async () => {
    const engine = { pause: vi.fn(async () => undefined), resume: vi.fn(async () => undefined) };
    holdEngine(engine as unknown as PackManager);
    void packActions.pause('en:core');
    // No microtask has run: the engine was called at the press.
    expect(engine.pause).toHaveBeenCalledWith('en:core');
    void packActions.resume('en:core');
    expect(engine.resume).toHaveBeenCalledWith('en:core');
    await Promise.resolve();
    expect(loads.count).toBe(0);
  });
});
