import { useCurrentUser, useLinks } from '@boatcare/shared-ui/core';
import { registerPath } from '../register/register-path.ts';

/**
 * Where "Get offers for your boat" goes: the request wizard for a signed-in user; for a visitor
 * (the prerendered page), sign-up first and then the wizard, with no stop at a login error.
 */
export function useStartRequestLink(): string {
  const link = useLinks();
  const signedIn = useCurrentUser() !== null;
  const wizard = link('createRequest');
  return signedIn ? wizard : registerPath(link('register'), { from: wizard });
}
