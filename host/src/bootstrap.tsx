import * as React from 'react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { initI18n } from '@topup/shared/i18n';
import { restoreSession, sessionStore } from '@topup/shared/session';
import { seedFirstAnswers } from '@topup/shared/storefront';
import { configureHttp } from '@topup/shared/http';
import { uiNotify } from '@topup/shared/ui';
import { registerRuntimePart } from '@topup/shared/diagnostics';
import '@topup/shared/ui/tokens.css';
import { fetchRemotesConfig } from './federation/remotesConfig';
import { registerRemoteContainers } from './federation/remoteMap';
import { fetchWebClient } from './session/webClient';
import { App } from './App';

async function boot(): Promise<void> {
  restoreSession();
  const [config, webClient] = await Promise.all([fetchRemotesConfig(), fetchWebClient(), initI18n()]);
  configureHttp({ clientId: webClient?.clientId, clientSecret: webClient?.clientSecret, ports: { notify: uiNotify } });
  registerRemoteContainers(config);
  registerRuntimePart('host', React);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const queryClient = new QueryClient();
  seedFirstAnswers(queryClient, sessionStore.getState().locale);
  // As a transition React renders the shell in slices of a few milliseconds instead of one long
  // task: the page answers input sooner (Lighthouse's blocking time) and the static first screen
  // stays until the route's page is drawn.
  startTransition(() => createRoot(root).render(<App queryClient={queryClient} webClient={webClient} />));
  window.__topupShell?.started();
}

// Without texts there is no shell to show: index.html's own script says so in the visitor's
// language, with a retry, instead of a blank page.
boot().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  window.__topupShell?.failed();
});
