import { describe, expect, it } from 'vitest';
import { landingRouteFor, pathTo, providerGateRedirect } from './routing.ts';

const provider = {
  user_type: 2,
  has_bidder_profile: true,
  subscription_active: true,
  subscription_paid: true,
} as const;

describe('landingRouteFor', () => {
  it.each([
    [{ ...provider, user_type: 0 }, 'adminUsers'],
    [{ ...provider, user_type: 1 }, 'dashboard'],
    [{ ...provider, user_type: 3 }, 'clubDashboard'],
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
  it('sends an unpaid provider to subscribe, except on the gate payment page', () => {
    const user = { ...provider, subscription_active: false, subscription_paid: false };
    expect(providerGateRedirect(user, 'supplierDashboard')).toBe('supplierSubscribe');
    expect(providerGateRedirect(user, 'gatePayment')).toBeNull();
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
    expect(pathTo('en', 'home')).toBe('/en');
  });
});
