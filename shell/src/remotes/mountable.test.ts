import { describe, expect, it } from 'vitest';
import { mountable } from './mountable.ts';

const Dashboard = () => null;
const MyClub = () => null;

describe('mountable', () => {
  it("mounts contract 3's pages of the role it was loaded for", () => {
    const exported = { role: 'customer', pages: { dashboard: Dashboard, myClub: MyClub } };
    expect(mountable('customer', exported)).toEqual(exported);
  });

  it("refuses another role's pages (a remotes.json pointing at the wrong build)", () => {
    expect(mountable('customer', { role: 'club', pages: { clubDashboard: Dashboard } })).toBeNull();
  });

  it('mounts a contract 1 or 2 remote: its routes become pages, its navigation is not read', () => {
    const exported = {
      routes: [
        { name: 'dashboard', Component: Dashboard },
        { name: 'myClub', Component: MyClub },
      ],
      navigation: [{ name: 'dashboard', labelKey: 'nav.customer.dashboard' }],
    };
    expect(mountable('customer', exported)).toEqual({
      role: 'customer',
      pages: { dashboard: Dashboard, myClub: MyClub },
    });
  });

  it('refuses anything else', () => {
    expect(mountable('customer', undefined)).toBeNull();
    expect(mountable('customer', { navigation: [] })).toBeNull();
  });
});
