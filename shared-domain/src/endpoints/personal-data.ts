import { UserType } from '../enums.ts';
import {
  accountDeleted,
  deleteAccountBody,
  personalDataExport,
  personalDataUserParams,
} from '../schemas/personal-data.ts';
import { defineArea } from './define.ts';

/**
 * /personal-data: a person downloads or deletes what the platform holds about them (GDPR), and
 * an admin does it for a person who asks by email. docs/operations.md says what is kept.
 */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/personal-data'],
  tags: ['personal-data'],
  roles: 'signed-in',
});

export const exportOwn = endpoint({
  method: 'POST',
  path: '/personal-data/export',
  response: personalDataExport,
  limit: { perUser: 5, perIp: 20, window: '1 hour' },
  summary:
    "The caller's personal data: account, requests, bids, orders, messages, payments, photos",
});

export const deleteOwn = endpoint({
  method: 'POST',
  path: '/personal-data/delete',
  body: deleteAccountBody,
  response: accountDeleted,
  errors: [401, 409],
  limit: { perUser: 5, perIp: 20, window: '1 hour' },
  summary: "Deletes the caller's account after the password is given again",
  description:
    'Open requests are cancelled, bids on open requests withdrawn, photos removed; orders, payments, ledger entries and reviews stay, linked to "Deleted user". 409 while an order is ongoing.',
});

export const exportUser = endpoint({
  method: 'POST',
  path: '/personal-data/users/:id/export',
  params: personalDataUserParams,
  response: personalDataExport,
  roles: [UserType.Admin],
  errors: [404],
  limit: { perUser: 60, perIp: 120, window: '1 hour' },
  summary: "An admin exports a person's data for them",
});

export const deleteUser = endpoint({
  method: 'POST',
  path: '/personal-data/users/:id/delete',
  params: personalDataUserParams,
  response: accountDeleted,
  roles: [UserType.Admin],
  errors: [404, 409],
  limit: { perUser: 60, perIp: 120, window: '1 hour' },
  summary: "An admin deletes a person's account at their request (never an admin's)",
});
