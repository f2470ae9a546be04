import { Suspense, useMemo, useState } from 'react';
import type { RemoteName } from '@topup/shared/remotes';
import { reloadRemote } from '../federation/remoteMap';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteFallback';
import { lazyRemotePage } from './lazyRemotePage';
import styles from './RemoteArea.module.css';

export interface RemoteAreaProps {
  remote: RemoteName;
  path: string;
}

/** The part of the page a remote owns: loading state, its page, or its fallback with retry. */
export function RemoteArea({ remote, path }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt needs a new lazy component: React.lazy remembers a failed import.
  const Page = useMemo(() => lazyRemotePage(remote, path), [remote, path, attempt]);
  // Retry asks the registry again and forgets the failed container before the fresh attempt.
  const retry = () => void reloadRemote(remote).finally(() => setAttempt((count) => count + 1));
  return (
    <div data-remote-area={remote} className={styles.area}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
        <Suspense fallback={<RemoteLoading />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
