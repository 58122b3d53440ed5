import { UserType } from './enums.ts';
import type { SessionUser } from './schemas/session.ts';
import {
  navigationFor,
  ROUTE_NAMES,
  screenOf,
  screens,
  type RouteName,
  type ScreenOwner,
} from './screens.ts';

/**
 * Every route's path by name, without the /:lng prefix, from the table of screens. Links use
 * names so a path can change in one place.
 */
export const paths = Object.fromEntries(ROUTE_NAMES.map((name) => [name, screens[name].path])) as {
  readonly [K in RouteName]: (typeof screens)[K]['path'];
};

/**
 * A named route's path without the language, `:params` filled: `requests/7`. Params the path
 * does not name become its query (`create-request?boat=7&again=wax`), so a notification can
 * lead to a screen in a given state.
 */
export function screenPath(name: RouteName, params: Record<string, string | number> = {}): string {
  const used = new Set<string>();
  const path = paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}) needs :${key}`);
    used.add(key);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([key]) => !used.has(key))
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
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
  'user_type' | 'has_bidder_profile' | 'gate_fee_paid' | 'subscription_active' | 'subscription_paid'
>;

/** The provider's onboarding checklist, in order; the last step is done by placing a bid. */
export const PROVIDER_STEPS = ['profile', 'gateFee', 'subscription', 'firstOffer'] as const;
export type ProviderStep = (typeof PROVIDER_STEPS)[number];

/** The screen each step of the checklist is done on. */
export const PROVIDER_STEP_SCREENS: Record<ProviderStep, RouteName> = {
  profile: 'supplierProfile',
  gateFee: 'gatePayment',
  subscription: 'supplierSubscribe',
  firstOffer: 'supplierJobs',
};

/**
 * The first step a provider has not done yet among those the gate requires (profile, the
 * one-time gate fee, the subscription: docs/payments.md, "Who may bid"), or null when all are.
 */
export function providerGateStep(user: GateUser): Exclude<ProviderStep, 'firstOffer'> | null {
  if (!user.has_bidder_profile) return 'profile';
  if (!user.gate_fee_paid) return 'gateFee';
  if (!(user.subscription_active || user.subscription_paid)) return 'subscription';
  return null;
}

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
 * Returns null when access is granted. A provider who has not done a step of the checklist goes
 * to that step's screen (the profile, then the gate fee, then the subscription), never back to
 * one done. Screens guarded `open-before-paying` (paying, and the profile, where the spec's
 * 'Complete Your Registration' banner shows) stay open to a provider with a profile.
 */
export function providerGateRedirect(
  user: GateUser | null | undefined,
  current: RouteName,
): RouteName | null {
  if (!user || user.user_type !== UserType.Provider) return 'login';
  const step = providerGateStep(user);
  if (step === 'profile') return current === 'supplierProfile' ? null : 'supplierProfile';
  if (step && screenOf(current).guard !== 'open-before-paying') return PROVIDER_STEP_SCREENS[step];
  return null;
}

/** The settings screen of a user type (providers have theirs under /supplier). */
export const settingsRouteFor = (userType: number): RouteName =>
  userType === UserType.Provider ? 'supplierSettings' : 'settings';

/**
 * A signed-in user's navigation: their role's links, less the screens the provider gate would
 * send them away from yet (an onboarding provider sees only what they may open).
 */
export function navigationOpenTo(owner: ScreenOwner, user: GateUser | null | undefined) {
  return navigationFor(owner).filter(
    ({ name }) =>
      owner !== 'provider' ||
      screenOf(name).guard === 'provider' ||
      providerGateRedirect(user, name) === null,
  );
}

/**
 * The segment that stands for the record in the path a screen's frame is written under at
 * build (`/en/requests/_/index.html`, shell/src/layout/screen-frames.ts): the gateways serve
 * that file for any record's page (`/en/requests/<id>`) that has no file of its own.
 */
export const RECORD_FRAME_SEGMENT = '_';

/** Where the frame of `name` is written: its path with the record's segment as `_`. */
export const framePath = (lng: string, name: RouteName): string =>
  `/${lng}/${paths[name].replace(/:\w+/g, RECORD_FRAME_SEGMENT)}`;
