import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from '@topup/shared/remotes';
import type { RemotesConfig } from '@topup/shared/contract';
import { failFastPlugin } from './failFastPlugin';

/** Registers every remote listed in /remotes.json with the federation runtime. */
export function registerRemoteContainers(config: RemotesConfig): void {
  registerPlugins([failFastPlugin()]);
  registerRemotes(
    Object.entries(config).map(([remote, manifestUrl]) => ({
      name: containerName(remote as RemoteName),
      alias: remote,
      entry: new URL(manifestUrl, window.location.href).toString(),
    })),
  );
}
