/** The independently deployed remotes the host composes at run time. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'member', 'activities'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of a remote (a valid JS identifier). */
export function containerName(remote: RemoteName): string {
  return `topup_${remote}`;
}

/** The one module every remote exposes: its route fragment. */
export const ROUTES_EXPOSE = './routes';
