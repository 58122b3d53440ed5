import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CARDS } from '@boatcare/shared-domain';
import { payWithTestCard } from './payment-setup.ts';

export interface NewProvider {
  email: string;
  password: string;
  token: string;
  title: string;
}

/**
 * A new provider near Copenhagen: registered with a bidder profile through the API (as the
 * register and profile pages would), then signed in on `page` and onboarded through the
 * screens in test mode: the gate fee and the subscription, each paid with the test card.
 */
export async function onboardedProvider(
  page: Page,
  request: APIRequestContext,
): Promise<NewProvider> {
  const email = `provider-${randomUUID()}@boatcare.test`;
  const password = 'harbour-care-2030';
  const title = `Havn Care ${randomUUID().slice(0, 6)}`;
  const registered = await request.post('/v1/auth/register', {
    data: {
      first_name: 'Pia',
      last_name: 'Provider',
      email,
      password,
      role: 'supplier',
      user_type: 2,
      service_range: 50,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const profile = await request.post('/v1/bidders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      bio_discription: 'Hull cleaning, polishing and antifouling for sailboats around Copenhagen.',
      contact_number: '+4522334455',
      address: 'Nyhavn, København, Denmark',
      latitude: 55.6797,
      longitude: 12.5901,
      service_range: 50,
    },
  });
  expect(profile.status()).toBe(201);

  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/supplier\/subscribe$/, { timeout: 30_000 });

  await page.getByRole('link', { name: 'Pay the gate fee' }).click();
  await expect(page).toHaveURL(/\/en\/gate-payment$/);
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('heading', { name: 'Gate fee paid' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Continue to the subscription' }).click();
  await page.getByRole('button', { name: 'Pay with a card on this page' }).click();
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('heading', { name: 'Subscription Active!' })).toBeVisible({
    timeout: 30_000,
  });
  return { email, password, token, title };
}
