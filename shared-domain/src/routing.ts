import { UserType } from './enums.ts';
import type { SessionUser } from './schemas/session.ts';
import { ROUTE_NAMES, screenOf, screens, type RouteName } from './screens.ts';

/**
 * Every route's path by name, without the /:lng prefix, from the table of screens. Links use
 * names so a path can change in one place.
 */
export const paths = Object.fromEntries(ROUTE_NAMES.map((name) => [name, screens[name].path])) as {
  readonly [K in RouteName]: (typeof screens)[K]['path'];
};

/** Builds `/{lng}/{path}` for a named route, filling `:params`. */
export function pathTo(
  lng: string,
  name: RouteName,
  params: Record<string, string | number> = {},
): string {
  const filled = paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}) needs :${key}`);
    return encodeURIComponent(String(value));
  });
  return filled ? `/${lng}/${filled}` : `/${lng}`;
}

type GateUser = Pick<
  SessionUser,
  'user_type' | 'has_bidder_profile' | 'subscription_active' | 'subscription_paid'
>;

/** Where a user lands after signing in. */
export function landingRouteFor(user: GateUser): RouteName {
  switch (user.user_type) {
    case UserType.Admin:
      return 'adminUsers';
    case UserType.Customer:
      return 'dashboard';
    case UserType.Club:
      return 'clubDashboard';
    default:
      return user.has_bidder_profile ? 'supplierDashboard' : 'supplierSubscribe';
  }
}

/**
 * The provider gate: who may open a guarded supplier route, and where everyone else goes.
 * Returns null when access is granted. Screens guarded `open-before-paying` (paying, and the
 * profile, where the spec's 'Complete Your Registration' banner with Pay Now shows) stay open to
 * a provider with a profile who has not paid.
 */
export function providerGateRedirect(
  user: GateUser | null | undefined,
  current: RouteName,
): RouteName | null {
  if (!user || user.user_type !== UserType.Provider) return 'login';
  if (!user.has_bidder_profile) return current === 'supplierProfile' ? null : 'supplierProfile';
  const paid = user.subscription_active || user.subscription_paid;
  if (!paid && screenOf(current).guard !== 'open-before-paying') return 'supplierSubscribe';
  return null;
}

/** The settings screen of a user type (providers have theirs under /supplier). */
export const settingsRouteFor = (userType: number): RouteName =>
  userType === UserType.Provider ? 'supplierSettings' : 'settings';
