/** The Debian browsers and drivers the suites use (scripts/ensure-test-deps.sh installs them). */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const XVFB_RUN = '/usr/bin/xvfb-run';

export const REQUIREMENTS = {
  webkit: [
    { path: WEBKIT_DRIVER, pkg: 'webkit2gtk-driver' },
    { path: MINIBROWSER, pkg: 'webkit2gtk-driver' },
    { path: XVFB_RUN, pkg: 'xvfb' },
  ],
  firefox: [{ path: FIREFOX, pkg: 'firefox-esr' }],
} as const;
