#!/usr/bin/env bash
# System tools the tests need, from Debian (nothing may download a browser or a
# driver at run time here):
# - chromium: Playwright's e2e suite and Lighthouse;
# - poppler-utils: pdftotext reads the generated certificates;
# - webkit2gtk-driver: WebKitWebDriver, and with it libwebkit2gtk-4.1-0, whose MiniBrowser is the
#   iPad's engine (tests-engines/);
# - xvfb: MiniBrowser has no headless mode, so the WebKit suite runs under xvfb-run;
# - firefox-esr: the Firefox suite (tests-engines/), driven over WebDriver BiDi;
# - nginx: the Playwright "nginx" project serves the build with deploy/'s configuration
#   (run as a plain foreground process by scripts/nginx/, never as the system service).
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
[ -x "${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" ] || missing+=(libwebkit2gtk-4.1-0)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "Installing ${missing[*]} from Debian (the browsers take a few minutes)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}'" \
    "(or set CHROMIUM_PATH, WEBKIT_DRIVER_PATH, FIREFOX_PATH, NGINX_PATH)." >&2
  exit 1
fi
