import { Trans } from '@lingui/react/macro';

/** Announces that a link leaves the toolkit in a new tab (WCAG 3.2.5 advisory). */
export function NewTabHint() {
  return (
    <span className="visually-hidden">
      {' '}
      <Trans>(opens in a new tab)</Trans>
    </span>
  );
}
