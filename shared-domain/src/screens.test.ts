import { describe, expect, it } from 'vitest';
import { paths } from './routing.ts';
import { navigationFor, ROUTE_NAMES, screenOf } from './screens.ts';

const names = (links: { name: string }[]) => links.map((link) => link.name);

describe('the table of screens', () => {
  it('gives every screen its own path', () => {
    const all = ROUTE_NAMES.map((name) => paths[name]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("orders each role's header navigation as the areas show it", () => {
    expect(names(navigationFor('customer'))).toEqual([
      'dashboard',
      'createRequest',
      'myJobs',
      'myBoats',
      'carePlans',
      'myClub',
    ]);
    expect(names(navigationFor('provider'))).toEqual([
      'supplierJobs',
      'supplierMyOffers',
      'supplierMyJobs',
      'supplierCalendar',
      'supplierBatches',
      'supplierProfile',
      'supplierEarnings',
      'supplierDashboard',
    ]);
    expect(names(navigationFor('club'))).toEqual([
      'clubDashboard',
      'clubProfile',
      'clubMembership',
    ]);
    expect(names(navigationFor('admin'))).toEqual([
      'adminUsers',
      'adminJobPosts',
      'adminTranslations',
      'adminSiteConfiguration',
    ]);
    expect(navigationFor('shell')).toEqual([]);
  });

  it('puts the unread badge on the lists where messages arrive', () => {
    const badged = (['customer', 'provider'] as const).flatMap((role) =>
      navigationFor(role).filter((link) => link.badge === 'unread'),
    );
    expect(names(badged)).toEqual(['myJobs', 'supplierMyOffers']);
  });

  it("lists the back office's screens in its sidebar, the dashboard first and on its own path", () => {
    const sidebar = navigationFor('admin', 'sidebar');
    expect(sidebar[0]).toMatchObject({ name: 'admin', exact: true });
    expect(names(sidebar)).toHaveLength(9);
  });

  it("keeps the provider guards on the provider's screens (and the provider's settings)", () => {
    const providerGuarded = ROUTE_NAMES.filter((name) =>
      screenOf(name).guard.startsWith('provider'),
    );
    for (const name of providerGuarded) {
      expect([name, screenOf(name).owner]).toEqual([
        name,
        name === 'supplierSettings' ? 'shell' : 'provider',
      ]);
    }
  });
});
