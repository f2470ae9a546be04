import { initI18n } from '@topup/shared/i18n';
import { restoreSession } from '@topup/shared/session';
import '@topup/shared/ui/tokens.css';
import { fetchRemotesConfig } from './federation/remotesConfig';
import { fetchWebClient } from './session/webClient';

async function boot(): Promise<void> {
  if (window.__topupShell) window.__topupShell.running = true;
  restoreSession();
  const [config, webClient] = await Promise.all([fetchRemotesConfig(), fetchWebClient(), initI18n()]);
  // React's DOM, the shell and the UI kit are evaluated once the texts are here, in a task of their
  // own rather than in main.js's start-up task (a long task blocks input); eager: it is in main.js,
  // so it costs no request.
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await startShell(config, webClient);
  window.__topupShell?.started();
}

// Without texts there is no shell to show: index.html's own script says so in the visitor's
// language, with a retry, instead of a blank page.
boot().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  window.__topupShell?.failed();
});
