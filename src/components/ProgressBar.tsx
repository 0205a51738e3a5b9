import './progress-bar.css';

type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

export interface ProgressBarProps extends DataAttributes {
  /** Percent done, a whole number from 0 to 100 (the caller rounds it the way its text does). */
  value: number;
  /** Accessible name: a label, or the id of the element that names the bar. */
  label?: string;
  labelledBy?: string;
  /** Read out instead of the bare percentage, e.g. "40% — 3 of 8 files". */
  valueText?: string;
  /** Placement class from the caller; size, colours and any entry animation live beside it. */
  className?: string;
}

/**
 * A determinate progress bar (role=progressbar, 0–100) whose fill scales rather than
 * resizes, so it animates on the compositor; reduced motion drops the transition.
 */
export function ProgressBar({ value, label, labelledBy, valueText, className, ...data }: ProgressBarProps) {
  return (
    <div
      {...data}
      className={className ? `progress-bar ${className}` : 'progress-bar'}
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      data-complete={value === 100 || undefined}
    >
      <div className="progress-bar__fill" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
