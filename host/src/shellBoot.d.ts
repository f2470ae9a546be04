/** Set by the inline script of index.html (tooling/webpack/bootFailure.js). */
interface Window {
  __topupShell?: { running: boolean; started: () => void; failed: () => void };
}
