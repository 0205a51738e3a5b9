/**
 * A second window of this origin (the presenter view). Browsers may block it: then this says
 * so (false) and the caller offers a link instead. `noopener` is not asked for: the window is
 * ours and same-origin, and the two talk over a tab channel anyway, not through window refs.
 */
export function openWindow(url: string, name: string): boolean {
  try {
    const opened = window.open(url, name, 'popup,width=1100,height=720');
    return opened !== null && opened !== undefined;
  } catch {
    return false;
  }
}
