import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@boatcare/shared-ui/core';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('remote.unavailableTitle')}
      message={t('remote.unavailableText')}
      onRetry={onRetry}
    />
  );
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** A change of this value (another route, another role) clears a shown failure. */
  resetKey: string;
  /** Told of each failure it catches (the release registry counts them). */
  onError?: (error: unknown) => void;
}

/** Keeps a remote that fails to load or render from taking the page down. */
export class RemoteBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
