/**
 * The static first screen the server draws into index.html (server/src/static/firstScreen.ts):
 * an aria-hidden picture of the page painted before any script, shown until the page itself is.
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** Takes the static first screen away once the page, or a failure message, is drawn in its place. */
export function dismissFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_ID)?.remove();
}
