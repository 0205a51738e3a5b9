import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { config } from '../lib/config';
import './spinner.css';

/** Shows a spinner only after the configured delay, so fast loads never flicker. */
export function DelayedSpinner({ delayMs = config.spinnerDelayMs }: { delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
