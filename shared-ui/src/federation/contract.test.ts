import { describe, expectTypeOf, it } from 'vitest';
import type { ScreenOf } from '@boatcare/shared-domain/core';
import { defineRemote, type RemoteModule, type RemotePages } from './contract.ts';

/**
 * The types of a remote's pages, checked by `tsc` (npm run typecheck) as well as run. Each
 * `@ts-expect-error` below is a remote the compiler must refuse; if it stopped refusing, the
 * directive itself would fail the check.
 */
const Page = () => null;

describe("a remote's pages", () => {
  it('are typed over exactly the screens the table gives the role', () => {
    expectTypeOf<ScreenOf<'club'>>().toEqualTypeOf<
      'clubDashboard' | 'clubProfile' | 'clubMembership' | 'clubPlans'
    >();
    expectTypeOf<keyof RemotePages<'club'>>().toEqualTypeOf<ScreenOf<'club'>>();
    const club = defineRemote('club', {
      clubDashboard: Page,
      clubProfile: Page,
      clubMembership: Page,
      clubPlans: Page,
    });
    expectTypeOf(club).toEqualTypeOf<RemoteModule<'club'>>();
  });

  it('refuses a remote that misses one of its screens', () => {
    const refused = () =>
      // @ts-expect-error: clubMembership is the club's screen and has no page
      defineRemote('club', { clubDashboard: Page, clubProfile: Page, clubPlans: Page });
    expectTypeOf(refused).toBeFunction();
  });

  it("refuses a page for another role's screen, or for a screen that does not exist", () => {
    const club = { clubDashboard: Page, clubProfile: Page, clubMembership: Page, clubPlans: Page };
    const refused = () => {
      // @ts-expect-error: the dashboard is the customer's screen, not the club's
      defineRemote('club', { ...club, dashboard: Page });
      // @ts-expect-error: no screen is called clubSettings
      defineRemote('club', { ...club, clubSettings: Page });
    };
    expectTypeOf(refused).toBeFunction();
  });

  it("refuses a shell screen: the shell's pages are its own", () => {
    const refused = () => {
      const customer = {
        dashboard: Page,
        createRequest: Page,
        myRequests: Page,
        requestDetail: Page,
        myOrders: Page,
        myOrderDetail: Page,
        myJobs: Page,
        myBoats: Page,
        boatNew: Page,
        boatDetail: Page,
        boatEdit: Page,
        myClub: Page,
        carePlans: Page,
        carePlan: Page,
        payment: Page,
        paymentComplete: Page,
        vipSubscribe: Page,
      };
      defineRemote('customer', customer);
      // @ts-expect-error: settings is served by the shell
      defineRemote('customer', { ...customer, settings: Page });
    };
    expectTypeOf(refused).toBeFunction();
  });
});
