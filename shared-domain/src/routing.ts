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

/** A named route's path without the language, `:params` filled: `requests/7`. */
export function screenPath(name: RouteName, params: Record<string, string | number> = {}): string {
  return paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}) needs :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Builds `/{lng}/{path}` for a named route, filling `:params`. */
export function pathTo(
  lng: string,
  name: RouteName,
  params: Record<string, string | number> = {},
): string {
  const filled = screenPath(name, params);
  return filled ? `/${lng}/${filled}` : `/${lng}`;
}

/** Screens that never make sense to come back to after signing in (their paths' fixed part). */
const NO_RETURN = (
  ['login', 'register', 'clubRegister', 'forgotPassword', 'resetPassword'] as const
).map((name) => `/${paths[name].split('/:')[0]}`);
const isNoReturn = (rest: string) =>
  NO_RETURN.some(
    (path) => rest === path || [`${path}/`, `${path}?`].some((s) => rest.startsWith(s)),
  );

/**
 * The login page that returns to `from` (a path of this site) after signing in; a query
 * parameter, so it survives a page load (a link from a prerendered page) and a reload.
 */
export function loginPath(lng: string, from?: string): string {
  const login = pathTo(lng, 'login');
  return from ? `${login}?${new URLSearchParams({ from }).toString()}` : login;
}

/**
 * Where login returns to: `from` when it is a page of this site (`/{lng}/...`: never another
 * origin, `//host` or a backslash trick), in the user's own language; null for anything else,
 * and for the sign-in screens themselves (then the user's landing route). The page's own guard
 * decides whether this user may open it.
 */
export function returnPathAfterLogin(from: string | null | undefined, lng: string): string | null {
  const match = from ? /^\/[a-z]{2}((?:[/?][^\\\s]*)?)$/.exec(from) : null;
  const rest = match?.[1] ?? '';
  if (!match || rest.startsWith('//') || isNoReturn(rest)) return null;
  return `/${lng}${rest}`;
}

type GateUser = Pick<
  SessionUser,
  'user_type' | 'has_bidder_profile' | 'subscription_active' | 'subscription_paid'
>;

/** Where a user lands after signing in, as the spec routes each user_type (a club: its requests). */
export function landingRouteFor(user: GateUser): RouteName {
  switch (user.user_type) {
    case UserType.Admin:
      return 'adminUsers';
    case UserType.Customer:
      return 'dashboard';
    case UserType.Club:
      return 'clubMembership';
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
