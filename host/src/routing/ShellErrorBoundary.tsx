import { Component, type ReactNode } from 'react';
import { dismissFirstScreen } from '@topup/shared/ui';
import { ErrorPage } from '../pages/ErrorPage';

/** Last line of defence: a crash in the shell itself shows the 500 page with a refresh button. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] crashed', error);
    dismissFirstScreen();
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
