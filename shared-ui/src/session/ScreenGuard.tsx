import type { ReactNode } from 'react';
import { screenOf, type RouteName } from '@boatcare/shared-domain/core';
import { ProviderGate, ProvidersOnly } from './ProviderGate.tsx';
import { useCurrentUser } from './store.ts';
import { ToLogin } from './ToLogin.tsx';

/** A visitor goes to login (told why if the screen says), and comes back after. */
function SignedIn({ name, children }: { name: RouteName; children: ReactNode }) {
  const user = useCurrentUser();
  return user ? children : <ToLogin notice={screenOf(name).loginNotice} />;
}

/**
 * A screen behind the guard the table of screens gives it (shared-domain `screens`). The shell
 * and the standalone pages put every page in one; no page guards itself.
 */
export function ScreenGuard({ name, children }: { name: RouteName; children: ReactNode }) {
  switch (screenOf(name).guard) {
    case 'none':
      return children;
    case 'signed-in':
      return <SignedIn name={name}>{children}</SignedIn>;
    case 'provider':
      return <ProvidersOnly>{children}</ProvidersOnly>;
    case 'provider-gate':
    case 'open-before-paying':
      return <ProviderGate name={name}>{children}</ProviderGate>;
  }
}
