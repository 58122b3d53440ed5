import { z } from 'zod';
import { UserType } from '../enums.ts';
import { idParams, messageResponse, uploadFile } from '../schemas/common.ts';
import { imageKeyParams, imageSignature } from '../schemas/image-file.ts';
import {
  boatBody,
  boatDetailResponse,
  boatListResponse,
  boatPhotoParams,
  boatResponse,
  boatShareResponse,
  boatSharesResponse,
  logbookEntryParams,
  LOGBOOK_FILES_MAX,
  logbookEntryResponse,
  logbookPdfQuery,
  ownEntryFields,
  pdfBytes,
  shareBody,
  shareParams,
  shareTokenParams,
  sharedBoatResponse,
} from '../schemas/boat.ts';
import { defineArea } from './define.ts';

/**
 * /boats: an owner's boats, each with its logbook (confirmed jobs and the owner's own entries),
 * what is due, read-only share links and a PDF. Only the owner reads or changes a boat: another
 * caller gets 404, as if it did not exist.
 */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/boats'],
  tags: ['boats'],
  roles: [UserType.Customer],
  errors: [404],
});

const WRITES = {
  perUser: 60,
  perIp: 200,
  window: '10 minutes',
  code: 'boats.rateLimited',
} as const;
const UPLOADS = {
  perUser: 30,
  perIp: 100,
  window: '10 minutes',
  code: 'boats.rateLimited',
} as const;

export const list = endpoint({
  method: 'GET',
  path: '/boats',
  response: boatListResponse,
  errors: [],
  summary: "The caller's boats, by name",
});

export const create = endpoint({
  method: 'POST',
  path: '/boats',
  body: boatBody,
  response: boatResponse,
  status: 201,
  errors: [],
  limit: WRITES,
  summary: 'Add a boat',
});

export const get = endpoint({
  method: 'GET',
  path: '/boats/:id',
  params: idParams,
  response: boatDetailResponse,
  summary: "One of the caller's boats: facts, photos, requests, logbook and what is due",
});

export const update = endpoint({
  method: 'PUT',
  path: '/boats/:id',
  params: idParams,
  body: boatBody,
  response: boatResponse,
  limit: WRITES,
  summary: "Change a boat's facts",
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/boats/:id',
  params: idParams,
  response: messageResponse,
  limit: WRITES,
  summary:
    'Remove a boat with its own logbook entries and share links; its requests stay, unlinked',
});

export const addPhoto = endpoint({
  method: 'POST',
  path: '/boats/:id/photos',
  params: idParams,
  multipart: true,
  form: z.object({ image: uploadFile }),
  response: boatResponse,
  status: 201,
  errors: [404, 409],
  limit: UPLOADS,
  summary: 'Add one photo (`image`: JPEG, PNG or WebP, 10 MB) to a boat; 409 past four',
});

export const removePhoto = endpoint({
  method: 'DELETE',
  path: '/boats/:id/photos/:photoId',
  params: boatPhotoParams,
  response: boatResponse,
  errors: [404, 409],
  limit: WRITES,
  summary: "Remove one of a boat's photos",
});

export const addEntry = endpoint({
  method: 'POST',
  path: '/boats/:id/logbook',
  params: idParams,
  multipart: true,
  // The files are optional: an entry may be a note alone (the owner's form sends none to four).
  form: ownEntryFields.extend({ file: z.array(uploadFile).max(LOGBOOK_FILES_MAX).optional() }),
  response: logbookEntryResponse,
  status: 201,
  limit: UPLOADS,
  summary:
    "Add the owner's own logbook entry: `kind`, `date`, `title`, `notes`, `coating`, and up to four files `file` (photos, or PDF documents, 10 MB each)",
});

export const removeEntry = endpoint({
  method: 'DELETE',
  path: '/boats/:id/logbook/:entryId',
  params: logbookEntryParams,
  response: messageResponse,
  limit: WRITES,
  summary: "Remove one of the owner's own logbook entries (a job's entry stays)",
});

export const pdf = endpoint({
  method: 'GET',
  path: '/boats/:id/logbook/pdf',
  params: idParams,
  query: logbookPdfQuery,
  response: pdfBytes,
  produces: 'application/pdf',
  summary:
    "The boat's logbook as a PDF in `lang`, with what the owner chose to include (photos as thumbnails)",
});

export const shares = endpoint({
  method: 'GET',
  path: '/boats/:id/shares',
  params: idParams,
  response: boatSharesResponse,
  summary: "A boat's share links, newest first, revoked and expired ones too",
});

export const share = endpoint({
  method: 'POST',
  path: '/boats/:id/shares',
  params: idParams,
  body: shareBody,
  response: boatShareResponse,
  status: 201,
  limit: WRITES,
  summary: 'Make a read-only share link to the boat and its logbook, valid for `days`',
});

export const revokeShare = endpoint({
  method: 'DELETE',
  path: '/boats/:id/shares/:shareId',
  params: shareParams,
  response: boatShareResponse,
  limit: WRITES,
  summary: 'Revoke a share link: it stops working at once',
});

export const shared = endpoint({
  method: 'GET',
  path: '/boats/shared/:token',
  params: shareTokenParams,
  response: sharedBoatResponse,
  roles: 'public',
  errors: [404, 410],
  summary:
    'What a share link shows, signed out: the boat and the logbook as the owner chose; 410 once revoked or expired',
});

export const document = endpoint({
  method: 'GET',
  path: '/boats/documents/*',
  params: imageKeyParams,
  query: imageSignature,
  response: pdfBytes,
  produces: 'application/pdf',
  roles: 'public',
  errors: [403, 404],
  summary: "A logbook entry's PDF document, at the signed address given to those who may see it",
});
