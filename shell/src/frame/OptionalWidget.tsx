import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

/**
 * A lazily loaded part of the frame the page can do without (the RFQ inbox link, the notification bell, the
 * toaster): nothing while its code loads, and nothing if its code fails to load or it throws. Without this, a
 * chunk that failed to load (a dropped connection, a deploy in between) reached the root and blanked the app.
 */
export class OptionalWidget extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} is unavailable`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
