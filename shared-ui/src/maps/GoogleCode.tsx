import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { LOAD_TIMEOUT_MS } from './loader.ts';

interface Props {
  /** The Google variant (a lazy component: its code may still be on its way). */
  children: ReactNode;
  /** Shown while that code loads: the one copy of it on the page (never also the gate's). */
  loading: ReactNode;
  /** Its code failed to load, or has not come in LOAD_TIMEOUT_MS. */
  onFailed: () => void;
}

/** The waiting state; after LOAD_TIMEOUT_MS it gives up (no dead, disabled field forever). */
function Waiting({ loading, onFailed }: Omit<Props, 'children'>) {
  useEffect(() => {
    const timer = setTimeout(onFailed, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onFailed]);
  return loading;
}

/**
 * The Google variant's own Suspense boundary, inside the gate: when its lazy code suspends,
 * the gate's loading state is already gone, so the page holds one waiting field, not a hidden
 * one and a shown one. A chunk that fails or hangs calls `onFailed` (the offline variant).
 */
export class GoogleCode extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    if (this.state.failed) return this.props.loading;
    return (
      <Suspense fallback={<Waiting loading={this.props.loading} onFailed={this.props.onFailed} />}>
        {this.props.children}
      </Suspense>
    );
  }
}
