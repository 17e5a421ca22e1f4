import { Component, type ErrorInfo, type ReactNode } from 'react';

import type { RemoteName } from '@klubb/contracts';

import { remoteBoundaryCaught } from './remote-health';

export interface RemoteBoundaryProps {
  /** Names what is inside, for the log. */
  label: string;
  /** The remote inside: what it throws is reported against its version (ADR 024). */
  remote?: RemoteName;
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/**
 * The error boundary around every remote page and slot: a remote that throws, or whose chunk
 * cannot be fetched, costs only its own part of the screen.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[klubb] ${this.props.label} failed`, error, info.componentStack);
    if (this.props.remote) remoteBoundaryCaught(this.props.remote);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
