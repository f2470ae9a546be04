import MANIFEST from '../../remotes.manifest.json';

/**
 * The independently deployed remotes the host composes at run time, as literal types; the list
 * itself is remotes.manifest.json (build, dev server, server and host read it), and a test keeps
 * these names equal to it.
 */
export const REMOTE_NAMES = ['catalog', 'checkout', 'member', 'activities'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What the manifest says of a remote: its package folder, container name and dev port. */
export function remoteManifestEntry(remote: RemoteName): { name: string; package: string; container: string; devPort: number } {
  const entry = MANIFEST.remotes.find((candidate) => candidate.name === remote);
  if (!entry) throw new Error(`remote ${remote} is not in remotes.manifest.json`);
  return entry;
}

/** Module Federation container name of a remote (a valid JS identifier). */
export function containerName(remote: RemoteName): string {
  return remoteManifestEntry(remote).container;
}

/** The one module every remote exposes: its route fragment. */
export const ROUTES_EXPOSE = './routes';
