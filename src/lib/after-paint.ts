/**
 * Runs `run` in a task after the next frame is painted: a press shows its feedback first, and
 * the work it starts does not hold that frame (Interaction to Next Paint).
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
