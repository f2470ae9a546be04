import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from '@topup/shared/remotes';
import { remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';
import { loadZod } from '@topup/shared/validation';
import { provideBundlerRuntime } from './bundlerRuntime';
import { failFastPlugin } from './failFastPlugin';
import { releaseFolder } from './remoteFailure';
import { stalledUnder } from './stallWatch';

const MAP_TIMEOUT_MS = 3000;

/** The map the runtime currently loads remotes from; retry replaces a remote's entry in it. */
let current: RemotesConfig = {};

function absolute(manifestUrl: string): string {
  return new URL(manifestUrl, window.location.href).toString();
}

function federationRemote(remote: RemoteName, manifestUrl: string) {
  return { name: containerName(remote), alias: remote, entry: absolute(manifestUrl) };
}

/** Registers every remote listed in /remotes.json with the federation runtime. */
export function registerRemoteContainers(config: RemotesConfig): void {
  current = { ...config };
  provideBundlerRuntime();
  registerPlugins([failFastPlugin()]);
  registerRemotes(
    Object.entries(config).map(([remote, manifestUrl]) => federationRemote(remote as RemoteName, manifestUrl)),
  );
}

/** The manifest URL a remote is loaded from now, if the map names it. */
export function currentManifestUrl(remote: RemoteName): string | undefined {
  return current[remote];
}

/** A release's version as its folder names it (/remotes/<name>/<version>/mf-manifest.json), else the URL's host. */
export function releaseLabel(manifestUrl: string | undefined): string | undefined {
  if (!manifestUrl) return undefined;
  const url = new URL(manifestUrl, window.location.href);
  const segments = url.pathname.split('/');
  const folder = segments[segments.length - 2];
  return folder && /^\d+\.\d+\.\d+/.test(folder) ? folder : url.host;
}

async function readFreshMap(): Promise<RemotesConfig | undefined> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(MAP_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const [config] = await Promise.all([response.json(), loadZod()]);
    return remotesConfigSchema.parse(config);
  } catch (error) {
    console.error('[federation] /remotes.json could not be re-read; retrying the known URL', error);
    return undefined;
  }
}

/**
 * Before a retry: the registry may have moved the remote since the page loaded, and the runtime
 * keeps a failed or crashed container (and its modules) until told otherwise. Re-reading the map
 * and registering the remote again with force drops every cached piece of it; the old entry
 * script elements go too, because the runtime reuses an element with the same src and would wait
 * for a load event that already happened.
 */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  const fresh = await readFreshMap();
  const previous = current[remote];
  const manifestUrl = fresh?.[remote] ?? previous;
  if (!manifestUrl) return;
  current = { ...current, [remote]: manifestUrl };
  if (previous) {
    dropEntryScripts(releaseFolder(previous));
    stalledUnder(releaseFolder(previous), true);
  }
  forgetLoadedChunks(remote);
  registerRemotes([federationRemote(remote, manifestUrl)], { force: true });
}

/**
 * The remote's chunks stay in the page's global chunk list (webpackChunk<container>) after its
 * container is dropped, and a new container installs them from there without asking the server:
 * a page module that threw would come back as it was. Without the list, every chunk is fetched
 * again from the (possibly new) release.
 */
function forgetLoadedChunks(remote: RemoteName): void {
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${containerName(remote)}`];
}

function dropEntryScripts(folder: string): void {
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(folder)) script.remove();
  }
}
