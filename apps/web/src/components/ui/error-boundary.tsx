import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

type Props = {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
  /** A new value clears a caught error and renders the children again (e.g. the location). */
  resetKey?: unknown;
};
type State = { error: unknown; failed: boolean; resetKey: unknown };

/** Catches a render error below it and shows `fallback` instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
