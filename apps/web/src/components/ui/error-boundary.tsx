import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type State = { error: unknown; failed: boolean };

/** Catches a render error below it and shows `fallback` instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
