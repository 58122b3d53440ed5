import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { submitSignIn } from './accounts.ts';
import { payWithTestCard } from './payment-setup.ts';
import { registerAccount, saveBidderProfile } from './registration.ts';
import { expectScreen } from './navigate.ts';

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
  const title = `Havn Care ${randomUUID().slice(0, 6)}`;
  const { email, password, token } = await registerAccount(request, {
    role: 'supplier',
    firstName: 'Pia',
    lastName: 'Provider',
    password: 'harbour-care-2030',
    emailPrefix: 'provider',
  });
  await saveBidderProfile(request, token, { title });

  await submitSignIn(page, email, password);
  // Signed in with a profile, the gate sends the provider to the checklist's next step.
  await expectScreen(page, 'gatePayment', {}, { timeout: 30_000 });
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
