import { Trans } from '@lingui/react/macro';
import { DisplayControl } from './DisplayControl';

/**
 * "Reading and display" on the progress page, beside the people on the device: the same settings
 * as the header's Display button, found where a person looks after what is theirs.
 */
export function DisplaySection() {
  return (
    <section id="display" className="backup-panel" aria-labelledby="display-heading">
      <h2 id="display-heading">
        <Trans>Reading and display</Trans>
      </h2>
      <p>
        <Trans>
          Text size, spacing, light, dark or high contrast, motion, captions and the narration’s text. Each person on this device has their
          own.
        </Trans>
      </p>
      <div className="backup-panel__actions">
        <DisplayControl className="button" />
      </div>
    </section>
  );
}
