import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, ROUTES_EXPOSE, type RemoteName, type RemoteRoutesModule } from '@topup/shared/remotes';

/** Loads a remote's route fragment; a remote that is not configured or answers nonsense fails here. */
export async function loadRouteFragment(remote: RemoteName): Promise<RemoteRoutesModule> {
  const id = `${containerName(remote)}/${ROUTES_EXPOSE.slice(2)}`;
  const module = await loadRemote<RemoteRoutesModule>(id);
  if (!module || !Array.isArray(module.routes)) {
    throw new Error(`Remote "${remote}" did not provide a route fragment`);
  }
  return module;
}
