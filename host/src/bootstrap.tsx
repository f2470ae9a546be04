import { initI18n } from '@topup/shared/i18n';
import { restoreSession } from '@topup/shared/session';
import '@topup/shared/ui/tokens.css';
import { fetchRemotesConfig } from './federation/remotesConfig';
import { fetchWebClient } from './session/webClient';
import { nextTask } from './nextTask';

async function boot(): Promise<void> {
  if (window.__topupShell) window.__topupShell.running = true;
  restoreSession();
  const [config, webClient] = await Promise.all([fetchRemotesConfig(), fetchWebClient(), initI18n()]);
  // The shell's code is evaluated once the texts are here, in steps of a task each rather than in
  // main.js's start-up task or in one with the texts (a long task blocks input and counts in full
  // in the blocking time): React's DOM, the largest module, then the shell and the UI kit, then the
  // shell's start. eager: both are in main.js, so they cost no request.
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await nextTask();
  await startShell(config, webClient);
  window.__topupShell?.started();
}

// Without texts there is no shell to show: index.html's own script says so in the visitor's
// language, with a retry, instead of a blank page.
boot().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  window.__topupShell?.failed();
});
