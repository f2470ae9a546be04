import * as React from 'react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import type { RemotesConfig } from '@topup/shared/contract';
import { sessionStore } from '@topup/shared/session';
import { forgetCustomerAnswersOnLogout, seedFirstAnswers, warmUpNumberFormat } from '@topup/shared/storefront';
import { configureHttp } from '@topup/shared/http';
import { uiNotify } from '@topup/shared/ui';
import { registerRuntimePart } from '@topup/shared/diagnostics';
import { registerRemoteContainers } from './federation/remoteMap';
import type { WebClient } from './session/webClient';
import { App } from './App';

/** Sets up the HTTP client and the remotes, takes the page's first answers and renders the shell. */
export async function startShell(config: RemotesConfig, webClient: WebClient | undefined): Promise<void> {
  configureHttp({ clientId: webClient?.clientId, clientSecret: webClient?.clientSecret, ports: { notify: uiNotify } });
  registerRemoteContainers(config);
  registerRuntimePart('host', React);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const queryClient = new QueryClient();
  forgetCustomerAnswersOnLogout(queryClient);
  const { locale } = sessionStore.getState();
  seedFirstAnswers(queryClient, locale);
  await warmUpNumberFormat(queryClient, locale);
  // As a transition React renders the shell in slices of a few milliseconds instead of one long
  // task: the page answers input sooner (Lighthouse's blocking time) and the static first screen
  // stays until the route's page is drawn.
  startTransition(() => createRoot(root).render(<App queryClient={queryClient} webClient={webClient} />));
}
