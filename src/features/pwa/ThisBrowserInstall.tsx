import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { installMethod, type InstallMethod } from '@/lib/install-method';

/** The manual way for browsers that offer no install button (or that cannot install at all). */
function steps(method: InstallMethod): ReactNode {
  switch (method) {
    case 'ios-safari':
      return null; // Share → Add to Home Screen steps are shown in full beside this.
    case 'ios-other':
      return (
        <Trans>
          Tap your browser's <strong>Share</strong> button, then choose <strong>Add to Home Screen</strong>.
        </Trans>
      );
    case 'mac-safari':
      return (
        <Trans>
          In Safari 17 or later, choose <strong>File</strong> → <strong>Add to Dock</strong>.
        </Trans>
      );
    case 'firefox-desktop':
      return (
        <Trans>
          Firefox on a computer cannot install web apps. The toolkit still works offline in Firefox: keep it as a bookmark, or install it
          from Chrome, Edge or Safari.
        </Trans>
      );
    case 'firefox-android':
      return (
        <Trans>
          In Firefox, open the menu (⋮) and choose <strong>Add to Home screen</strong>.
        </Trans>
      );
    case 'samsung':
      return (
        <Trans>
          In Samsung Internet, open the menu (☰), choose <strong>Add page to</strong>, then <strong>Home screen</strong>.
        </Trans>
      );
    case 'gnome-web':
      return (
        <Trans>
          In GNOME Web, open the menu and choose <strong>Install Site as Web Application</strong>.
        </Trans>
      );
    case 'chromium':
      return (
        <Trans>
          Your browser is not offering its install button right now (the toolkit may already be installed). Use the install icon in the
          address bar, or choose <strong>Install</strong> in the browser's menu.
        </Trans>
      );
    case 'unknown':
      return <Trans>If your browser offers it, use its menu to install the app or add it to the home screen.</Trans>;
  }
}

export function ThisBrowserInstall({ method = installMethod() }: { method?: InstallMethod }) {
  const text = steps(method);
  if (!text) return null;
  return (
    <p className="install-help__browser" data-install-method={method}>
      {text}
    </p>
  );
}
