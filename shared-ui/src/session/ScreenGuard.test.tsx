import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths, pathTo, UserType, type RouteName } from '@boatcare/shared-domain/core';
import { type SessionUser } from '@boatcare/shared-domain/schemas/session';
import { ScreenGuard } from './ScreenGuard.tsx';
import { sessionStore } from './store.ts';

const provider: SessionUser = {
  id: 'p1',
  first_name: 'Freja',
  last_name: 'Holm',
  email: 'provider@boatcare.test',
  user_type: UserType.Provider,
  language_code: 'en',
  currency_code: 'USD',
  has_bidder_profile: true,
  gate_fee_paid: true,
  subscription_active: true,
  subscription_paid: true,
};

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

/** A screen behind its guard at its path (in English); any other path shows where we landed. */
function visit(name: RouteName, user: SessionUser | null) {
  cleanup();
  if (user) sessionStore.getState().signIn({ access_token: 'token', user });
  else sessionStore.getState().signOut();
  // The gate also asks the server for the provider's flags; here the session alone decides.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[pathTo('en', name)]}>
        <Routes>
          <Route
            path={`/:lng/${paths[name]}`}
            element={
              <ScreenGuard name={name}>
                <h1>Your jobs</h1>
              </ScreenGuard>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const visitDashboard = (user: SessionUser | null) => visit('supplierDashboard', user);

afterEach(() => sessionStore.getState().signOut());

describe('the provider gate (the screen guard of supplierDashboard)', () => {
  it('lets a provider with a profile and a paid subscription in', () => {
    visitDashboard(provider);
    expect(screen.getByRole('heading', { name: 'Your jobs' })).toBeTruthy();
  });

  it('sends a provider without a bidder profile to the profile page', () => {
    visitDashboard({ ...provider, has_bidder_profile: false });
    expect(screen.getByText('at /en/supplier/profile')).toBeTruthy();
  });

  it('sends a provider without a paid subscription to subscribe', () => {
    visitDashboard({ ...provider, subscription_active: false, subscription_paid: false });
    expect(screen.getByText('at /en/supplier/subscribe')).toBeTruthy();
  });

  it('sends visitors and customers to log in', () => {
    visitDashboard(null);
    expect(screen.getByText('at /en/login')).toBeTruthy();
    visitDashboard({ ...provider, user_type: UserType.Customer });
    expect(screen.getByText('at /en/login')).toBeTruthy();
  });
});

describe('the other guards of the table', () => {
  it('sends a visitor from a signed-in screen to log in; a signed-in user stays', () => {
    visit('createRequest', null);
    expect(screen.getByText('at /en/login')).toBeTruthy();
    visit('createRequest', { ...provider, user_type: UserType.Customer });
    expect(screen.getByRole('heading', { name: 'Your jobs' })).toBeTruthy();
  });

  it('opens subscribing to a provider who has not paid yet, and to no visitor', () => {
    visit('supplierSubscribe', {
      ...provider,
      subscription_active: false,
      subscription_paid: false,
    });
    expect(screen.getByRole('heading', { name: 'Your jobs' })).toBeTruthy();
    visit('supplierSubscribe', null);
    expect(screen.getByText('at /en/login')).toBeTruthy();
  });

  it('lets anyone open a public screen', () => {
    visit('faq', null);
    expect(screen.getByRole('heading', { name: 'Your jobs' })).toBeTruthy();
  });
});
