import { Trans } from '@lingui/react/macro';
import { isStandalone, needsIosInstallHelp } from '@/lib/install-method';
import { promptInstall, useCanInstall } from '@/lib/install-prompt';
import { ThisBrowserInstall } from './ThisBrowserInstall';

function IosSteps() {
  return (
    <>
      <h3 className="install-help__heading">
        <Trans>On an iPad or iPhone (Safari)</Trans>
      </h3>
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
          Safari deletes saved data of websites you have not visited for 7 days. Installed on the Home Screen, the toolkit keeps its offline
          content and your progress.
        </Trans>
      </p>
    </>
  );
}

function OtherSteps() {
  return (
    <>
      <h3 className="install-help__heading">
        <Trans>On a computer or an Android tablet</Trans>
      </h3>
      <p>
        <Trans>
          In Chrome or Edge, choose <strong>Install</strong> in the address bar or the browser's menu (on Android:{' '}
          <strong>Add to Home screen</strong>).
        </Trans>
      </p>
    </>
  );
}

/**
 * Install button where the browser offers it; otherwise this browser's manual way. The iPad/iPhone
 * and computer/Android steps are always there (the learner may be reading on another device).
 */
export function InstallHelp() {
  const canInstall = useCanInstall();
  if (isStandalone()) {
    return (
      <p>
        <Trans>The toolkit is installed on this device.</Trans>
      </p>
    );
  }
  const ios = needsIosInstallHelp();
  return (
    <>
      <p>
        <Trans>Installing the toolkit puts it on your home screen, opens it like an app and keeps saved content available offline.</Trans>
      </p>
      {canInstall ? (
        <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
          <Trans>Install the toolkit</Trans>
        </button>
      ) : (
        <ThisBrowserInstall />
      )}
      {ios ? <IosSteps /> : <OtherSteps />}
      {ios ? <OtherSteps /> : <IosSteps />}
    </>
  );
}
