import { describe, expect, it } from 'vitest';
import {
  landingRouteFor,
  loginPath,
  pathTo,
  navigationOpenTo,
  providerGateRedirect,
  returnPathAfterLogin,
} from './routing.ts';

const provider = {
  user_type: 2,
  has_bidder_profile: true,
  gate_fee_paid: true,
  subscription_active: true,
  subscription_paid: true,
} as const;

describe('landingRouteFor', () => {
  it.each([
    [{ ...provider, user_type: 0 }, 'adminUsers'],
    [{ ...provider, user_type: 1 }, 'dashboard'],
    [{ ...provider, user_type: 3 }, 'clubMembership'],
    [provider, 'supplierDashboard'],
    [{ ...provider, has_bidder_profile: false }, 'supplierSubscribe'],
  ] as const)('routes %o to %s', (user, route) => {
    expect(landingRouteFor(user)).toBe(route);
  });
});

describe('providerGateRedirect', () => {
  it('sends visitors and customers to login', () => {
    expect(providerGateRedirect(null, 'supplierJobs')).toBe('login');
    expect(providerGateRedirect({ ...provider, user_type: 1 }, 'supplierJobs')).toBe('login');
  });
  it('forces a provider without a bidder profile to the profile page', () => {
    const user = { ...provider, has_bidder_profile: false };
    expect(providerGateRedirect(user, 'supplierJobs')).toBe('supplierProfile');
    expect(providerGateRedirect(user, 'supplierProfile')).toBeNull();
  });
  it('sends an unpaid provider to the next step: the gate fee, then the subscription', () => {
    const unpaid = { ...provider, gate_fee_paid: false, subscription_active: false };
    expect(providerGateRedirect(unpaid, 'supplierDashboard')).toBe('gatePayment');
    expect(providerGateRedirect(unpaid, 'gatePayment')).toBeNull();
    const feePaid = { ...unpaid, gate_fee_paid: true, subscription_paid: false };
    expect(providerGateRedirect(feePaid, 'supplierJobs')).toBe('supplierSubscribe');
    expect(providerGateRedirect(feePaid, 'gatePayment')).toBeNull();
    const subscribedOnly = { ...provider, gate_fee_paid: false };
    expect(providerGateRedirect(subscribedOnly, 'supplierJobs')).toBe('gatePayment');
  });
  it('keeps the profile open to an unpaid provider (its banner leads to paying)', () => {
    const user = { ...provider, subscription_active: false, subscription_paid: false };
    expect(providerGateRedirect(user, 'supplierProfile')).toBeNull();
    expect(providerGateRedirect(user, 'supplierSettings')).toBe('supplierSubscribe');
  });
  it('lets a paid provider in', () => {
    expect(providerGateRedirect(provider, 'supplierCalendar')).toBeNull();
  });
});

describe('pathTo', () => {
  it('prefixes the language and fills params', () => {
    expect(pathTo('da', 'requestDetail', { id: 'a b' })).toBe('/da/requests/a%20b');
    // Params the path does not name are its query.
    expect(pathTo('en', 'createRequest', { boat: 'b1', again: 'wax' })).toBe(
      '/en/create-request?boat=b1&again=wax',
    );
    expect(pathTo('en', 'home')).toBe('/en');
  });
});

describe('returning after login', () => {
  it('carries the page in the login link', () => {
    expect(loginPath('en')).toBe('/en/login');
    expect(loginPath('da', '/da/requests/1?tab=bids')).toBe(
      '/da/login?from=%2Fda%2Frequests%2F1%3Ftab%3Dbids',
    );
  });
  it("returns to a page of this site, in the user's language", () => {
    expect(returnPathAfterLogin('/en/requests/1?tab=bids', 'da')).toBe('/da/requests/1?tab=bids');
    expect(returnPathAfterLogin('/da/vip-benefits', 'en')).toBe('/en/vip-benefits');
    expect(returnPathAfterLogin('/en', 'en')).toBe('/en');
  });
  it('never leaves the site, and never returns to the sign-in screens', () => {
    for (const from of [
      null,
      '',
      'https://evil.example/en',
      '//evil.example',
      '/en//evil.example',
      '/\\evil.example',
      '/en/\\evil.example',
      '/english',
      'en/dashboard',
      '/en/login',
      '/en/login?from=/en',
      '/en/register',
      '/en/club/register',
      '/en/reset-password/abc',
    ]) {
      expect(returnPathAfterLogin(from, 'en'), String(from)).toBeNull();
    }
  });
});

describe('navigationOpenTo', () => {
  const names = (user: Parameters<typeof navigationOpenTo>[1]) =>
    navigationOpenTo('provider', user).map((entry) => entry.name);
  it('shows an onboarding provider only the screens they may open yet', () => {
    expect(names({ ...provider, has_bidder_profile: false })).toEqual(['supplierProfile']);
    expect(names({ ...provider, gate_fee_paid: false })).toEqual(['supplierProfile']);
  });
  it('shows a provider who finished onboarding every link, and other roles theirs', () => {
    expect(names(provider)).toContain('supplierJobs');
    expect(names(provider)).toContain('supplierMyJobs');
    expect(navigationOpenTo('customer', null).length).toBeGreaterThan(0);
  });
});
