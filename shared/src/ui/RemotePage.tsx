import { useLayoutEffect, type ReactNode } from 'react';
import { useSession } from '@topup/shared/session';
import { dismissFirstScreen } from './firstScreen';

export interface RemotePageProps {
  /** The remote that serves the page (catalog, checkout, member, activities). */
  remote: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The root of every remote page. It names the remote and the session store instance it sees, so
 * browser tests can tell which remote drew the page and prove host and remotes share one store.
 * Drawn, it replaces the server's static first screen (before the browser paints, so nothing flashes).
 */
export function RemotePage({ remote, className, children }: RemotePageProps) {
  const sessionInstanceId = useSession((state) => state.instanceId);
  useLayoutEffect(dismissFirstScreen, []);
  return (
    <section className={className} data-testid="remote-page" data-remote={remote} data-session-instance={sessionInstanceId}>
      {children}
    </section>
  );
}
