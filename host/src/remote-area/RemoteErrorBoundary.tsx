import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@topup/shared/remotes';
import { currentManifestUrl } from '../federation/remoteMap';
import { failureReason, reportRemoteFailure, type RemoteFailureReason } from '../federation/remoteFailure';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: RemoteName;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/**
 * Catches a remote that fails to load or throws while rendering, inside that remote's area only,
 * and reports it to the server. Retry is the owner's job: it remounts this boundary with a fresh
 * lazy page.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  private reason(error: unknown): RemoteFailureReason {
    return failureReason(error, currentManifestUrl(this.props.remote));
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { remote } = this.props;
    console.error(`[remote:${remote}] failed`, error, info.componentStack);
    reportRemoteFailure({
      remote,
      manifestUrl: currentManifestUrl(remote),
      reason: this.reason(error),
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render(): ReactNode {
    const { remote, onRetry, children } = this.props;
    if (!this.state.failed) return children;
    return <RemoteFallback remote={remote} manifestUrl={currentManifestUrl(remote)} reason={this.reason(this.state.error)} onRetry={onRetry} />;
  }
}
