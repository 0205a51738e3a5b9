import { useEffect, useState } from 'react';
import './progress-bar.css';

type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

export interface ProgressBarProps extends DataAttributes {
  /** Percent done, 0 to 100 (the caller rounds it the way its text does). */
  value: number;
  /** Accessible name: a label, or the id of the element that names the bar. */
  label?: string;
  labelledBy?: string;
  /** Read out instead of the bare percentage, e.g. "40% — 3 of 8 files". */
  valueText?: string;
  /** Draw the fill from empty this many ms after mounting; the value is announced at once. */
  fillDelayMs?: number;
  /** Placement class from the caller; sizes and colours per place live beside it. */
  className?: string;
}

/** True once `delayMs` has passed since mounting (at once without a delay). */
function useStarted(delayMs: number | undefined): boolean {
  const [started, setStarted] = useState(delayMs === undefined);
  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = setTimeout(() => setStarted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return started;
}

/**
 * A determinate progress bar (role=progressbar, 0–100) whose fill scales rather than
 * resizes, so it animates on the compositor; reduced motion drops the transition.
 */
export function ProgressBar({ value, label, labelledBy, valueText, fillDelayMs, className, ...data }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, value));
  const started = useStarted(fillDelayMs);
  return (
    <div
      {...data}
      className={className ? `progress-bar ${className}` : 'progress-bar'}
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-complete={percent === 100 || undefined}
    >
      <div className="progress-bar__fill" style={{ transform: `scaleX(${started ? percent / 100 : 0})` }} />
    </div>
  );
}
