import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, inside that remote's area only.
 * Retry is the owner's job: it remounts this boundary with a fresh lazy page.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote:${this.props.remote}] failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
