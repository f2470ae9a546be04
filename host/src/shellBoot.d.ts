/** Set by the inline script of index.html (tooling/webpack/bootFailure.js). */
interface Window {
  __topupShell?: { started: () => void; failed: () => void };
}
