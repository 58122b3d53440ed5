import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserType } from '@boatcare/shared-domain/core';
import { sessionStore } from '@boatcare/shared-ui/core';
import { UserMenu } from './UserMenu.tsx';

beforeEach(() => {
  sessionStore.getState().signIn({
    access_token: 'token',
    user: {
      id: 'u1',
      first_name: 'Oliver',
      last_name: 'Hansen',
      email: 'owner@boatcare.test',
      user_type: UserType.Customer,
      language_code: 'en',
      currency_code: 'DKK',
      has_bidder_profile: false,
      gate_fee_paid: false,
      subscription_active: false,
      subscription_paid: false,
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/en/dashboard']}>
        <UserMenu />
        <a href="#next">After the menu</a>
      </MemoryRouter>
    </QueryClientProvider>,
  );
});
afterEach(() => sessionStore.getState().signOut());

const button = () => screen.getByRole('button', { name: 'Account menu for Oliver Hansen' });
const settings = () => screen.queryByRole('link', { name: 'Settings' });

describe('the account menu', () => {
  it('is a disclosure of plain links: the button says whether it is open', () => {
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(settings()).toBeNull();
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(settings()?.getAttribute('href')).toBe('/en/settings');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    // Not an ARIA menu: no menu roles that would promise arrow keys.
    expect(document.querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
    expect(button().getAttribute('aria-controls')).toBe(
      settings()?.closest('[id]')?.getAttribute('id'),
    );
  });

  it('closes on Escape and gives focus back to its button', () => {
    fireEvent.click(button());
    settings()!.focus();
    fireEvent.keyDown(settings()!, { key: 'Escape' });
    expect(settings()).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes when focus leaves it (Tab past the last item), not while it moves inside', () => {
    fireEvent.click(button());
    const logOut = screen.getByRole('button', { name: 'Log out' });
    fireEvent.blur(settings()!, { relatedTarget: logOut });
    expect(settings()).not.toBeNull();
    fireEvent.blur(logOut, { relatedTarget: screen.getByRole('link', { name: 'After the menu' }) });
    expect(settings()).toBeNull();
  });

  it('closes on a click elsewhere', () => {
    fireEvent.click(button());
    fireEvent.mouseDown(document.body);
    expect(settings()).toBeNull();
  });
});
