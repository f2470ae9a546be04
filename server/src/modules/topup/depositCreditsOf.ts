import type { FastifyBaseLogger } from 'fastify';
import type { ChainWatcher } from './chain/chainWatcher';
import { SandboxChain } from './chain/sandboxChain';
import { TronGridWatcher } from './chain/tronGridWatcher';
import type { ModuleDeps } from '../moduleDeps';
import { DepositCredits } from './depositCredits';

/** The configured chain watcher (CHAIN_WATCHER): the sandbox chain, TronGrid, or none, which turns USDT deposits off. */
export function chainWatcherOf(deps: Pick<ModuleDeps, 'database' | 'topup'>): ChainWatcher | undefined {
  switch (deps.topup.chainWatcher) {
    case 'sandbox':
      return new SandboxChain(deps.database.db);
    case 'trongrid':
      return new TronGridWatcher(deps.topup.tronGrid);
    case 'none':
      return undefined;
  }
}

export function depositCreditsOf(deps: ModuleDeps, log: FastifyBaseLogger): DepositCredits | undefined {
  const watcher = chainWatcherOf(deps);
  return watcher && new DepositCredits({ db: deps.database.db, now: deps.now, config: deps.topup, watcher, log });
}
