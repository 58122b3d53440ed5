import type { ComponentType } from 'react';
import type { RouteName } from '@boatcare/shared-domain';
import { providerGuarded, providerOnly } from '@boatcare/shared-ui';

/**
 * The provider gate of the spec (shared-ui's, which the shell's supplier settings use too): no
 * bidder profile -> the profile page; profile but no paid subscription -> subscribe (except on
 * gate payment and the profile, which shows the registration banner); visitors and customers
 * -> login, a signed-in customer told why.
 */
export function guarded(name: RouteName, Page: ComponentType): ComponentType {
  return providerGuarded(name, Page);
}

/** Open to any signed-in provider; visitors and other roles go to login. */
export function providersOnly(Page: ComponentType): ComponentType {
  return providerOnly(Page);
}
