import { Trans } from '@lingui/react/macro';
import { isStandalone, needsIosInstallHelp, promptInstall, useCanInstall } from '../../lib/install-prompt';
import { ThisBrowserInstall } from './ThisBrowserInstall';

/** Install button where the browser offers it; otherwise the manual way for this browser (Share → Add to Home Screen steps on iPad Safari). */
export function InstallHelp() {
  const canInstall = useCanInstall();
  if (isStandalone()) {
    return (
      <p>
        <Trans>The toolkit is installed on this device.</Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>
          Installing the toolkit puts it on your home screen, opens it like an app and keeps saved content
          available offline.
        </Trans>
      </p>
      {canInstall && (
        <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
          <Trans>Install the toolkit</Trans>
        </button>
      )}
      {needsIosInstallHelp() && (
        <>
          <ol className="install-steps">
            <li>
              <Trans>
                Tap the <strong>Share</strong> button in Safari's toolbar.
              </Trans>
            </li>
            <li>
              <Trans>
                Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
              </Trans>
            </li>
            <li>
              <Trans>Open the toolkit from its icon on your Home Screen.</Trans>
            </li>
          </ol>
          <p>
            <Trans>
              Safari deletes saved data of websites you have not visited for 7 days. Installed on the Home
              Screen, the toolkit keeps its offline content and your progress.
            </Trans>
          </p>
        </>
      )}
      {!canInstall && <ThisBrowserInstall />}
    </>
  );
}
