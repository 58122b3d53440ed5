import { lazy, Suspense, type ReactNode } from 'react';
import { useMapsChoice } from './useMapsChoice.ts';

const GoogleGate = lazy(() => import('./GoogleGate.tsx'));

interface Props {
  /** What to show with Google's script loaded (a lazy component, so its code loads only then). */
  google: ReactNode;
  /** The offline variant: no Maps key, or Google's script failed (then under a note). */
  offline: ReactNode;
  /** While the choice or the script is on its way. */
  loading: ReactNode;
}

/**
 * The one place that chooses between Google Maps and the offline maps (ADR 0012): the address
 * pickers and the provider's service-area map go through it.
 */
export function MapsSwitch({ google, offline, loading }: Props) {
  const choice = useMapsChoice();
  if (choice.variant === 'pending') return loading;
  return (
    <Suspense fallback={loading}>
      {choice.variant === 'google' ? (
        <GoogleGate apiKey={choice.apiKey} google={google} offline={offline} loading={loading} />
      ) : (
        offline
      )}
    </Suspense>
  );
}
