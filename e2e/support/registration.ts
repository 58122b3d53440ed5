import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { BidderProfileInput } from '@boatcare/shared-domain/schemas/bidder';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as bidders from '@boatcare/shared-domain/endpoints/bidders';
import { call } from './api.ts';

export interface NewAccount {
  email: string;
  password: string;
  token: string;
}

export interface AccountInput {
  role: 'customer' | 'supplier';
  firstName: string;
  lastName: string;
  password: string;
  /** The start of the generated email address (`<prefix>-<uuid>@boatcare.test`). */
  emailPrefix?: string;
}

/** A new account, registered through the API as the register page would, signed in. */
export async function registerAccount(
  request: APIRequestContext,
  { role, firstName, lastName, password, emailPrefix = role }: AccountInput,
): Promise<NewAccount> {
  const email = `${emailPrefix}-${randomUUID()}@boatcare.test`;
  const customer = role === 'customer';
  const session = await call(request, authApi.register, {
    body: {
      first_name: firstName,
      last_name: lastName,
      email,
      password,
      role,
      user_type: customer ? 1 : 2,
      service_range: customer ? 0 : 50,
    },
  });
  return { email, password, token: session.access_token };
}

/** A provider's bidder profile near Copenhagen, saved through the API as the profile page would. */
export async function saveBidderProfile(
  request: APIRequestContext,
  token: string,
  profile: Partial<BidderProfileInput> & Pick<BidderProfileInput, 'title'>,
) {
  return call(request, bidders.create, {
    token,
    body: {
      bio_discription: 'Hull cleaning, polishing and antifouling for sailboats around Copenhagen.',
      contact_number: '+4522334455',
      address: 'Nyhavn, København, Denmark',
      latitude: 55.6797,
      longitude: 12.5901,
      service_range: 50,
      ...profile,
    },
  });
}
