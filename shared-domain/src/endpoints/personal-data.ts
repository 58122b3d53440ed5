import { UserType } from '../enums.ts';
import {
  accountDeleted,
  archiveBytes,
  archiveParams,
  archiveQuery,
  deleteAccountBody,
  exportStatus,
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

/** Asking for an archive: a few a day (each gathers every record and photo of the person). */
const EXPORT_LIMIT = { perUser: 3, perIp: 20, window: '1 day' } as const;

export const exportOwn = endpoint({
  method: 'POST',
  path: '/personal-data/export',
  response: exportStatus,
  status: 202,
  limit: EXPORT_LIMIT,
  summary:
    "Ask for an archive of the caller's personal data (JSON plus their photos and documents, one zip), prepared in the background",
  description:
    'Answers the export being prepared (the one already being prepared, if any). When it is ready the caller is told (notification and email) and `GET /personal-data/export` gives a download address valid for 24 hours; the archive is deleted after that.',
});

export const exportOwnStatus = endpoint({
  method: 'GET',
  path: '/personal-data/export',
  response: exportStatus,
  summary:
    "The caller's latest personal data archive: preparing, ready (with its download address) or expired",
});

export const archive = endpoint({
  method: 'GET',
  path: '/personal-data/archive/:id',
  params: archiveParams,
  query: archiveQuery,
  response: archiveBytes,
  produces: 'application/zip',
  roles: 'public',
  errors: [403, 404, 410],
  summary:
    'A personal data archive (zip), at the signed address its status gave the person or admin who asked; 410 once expired',
});

export const deleteOwn = endpoint({
  method: 'POST',
  path: '/personal-data/delete',
  body: deleteAccountBody,
  response: accountDeleted,
  errors: [401, 403, 409],
  limit: { perUser: 5, perIp: 20, window: '1 hour' },
  summary: "Deletes the caller's account after the password is given again",
  description:
    'Open requests are cancelled, bids on open requests withdrawn, photos, boats and archives removed; orders, payments, ledger entries and reviews stay, linked to an anonymised party shown as "Deleted user" in the reader\'s language. 403 when the password is not the account\'s; 409 while an order is ongoing.',
});

export const exportUser = endpoint({
  method: 'POST',
  path: '/personal-data/users/:id/export',
  params: personalDataUserParams,
  response: exportStatus,
  status: 202,
  roles: [UserType.Admin],
  errors: [404],
  limit: { perUser: 60, perIp: 120, window: '1 hour' },
  summary: "An admin asks for a person's data archive for them (prepared like the person's own)",
});

export const exportUserStatus = endpoint({
  method: 'GET',
  path: '/personal-data/users/:id/export',
  params: personalDataUserParams,
  response: exportStatus,
  roles: [UserType.Admin],
  errors: [404],
  summary: "The latest archive of a person's data an admin asked for, with its download address",
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
