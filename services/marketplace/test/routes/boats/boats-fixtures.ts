import { bearer, type TestService, type TestUser } from '@boatcare/server-kit/testing';
import type { BoatBody } from '@boatcare/shared-domain/schemas/boat';
import { multipart, type FilePart } from '../jobpost/uploads.ts';

export const BOAT: BoatBody = {
  boatName: 'Havørn',
  boatType: 'Motorboat',
  material: 'Gelcoat',
  lengthFeet: 34,
  flybridge: true,
  location: {
    address: 'Nyhavn, København, Denmark',
    placeId: 'harbour:dk:nyhavn',
    latitude: 55.6797,
    longitude: 12.5901,
  },
  dockNumber: 'C-4',
  registrationNumber: 'DK-1234',
  year: 2015,
  engines: [{ description: 'Volvo Penta D4-300', serialNumber: 'VP-998877' }],
};

export const call = (
  service: TestService,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  service.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: user ? bearer(user.token) : {},
  });

/** Adds a boat for `user` and answers its id. */
export async function addBoat(service: TestService, user: TestUser, body: Partial<BoatBody> = {}) {
  const response = await call(service, user, 'POST', '/boats', { ...BOAT, ...body });
  if (response.statusCode !== 201) throw new Error(`boat not created: ${response.body}`);
  return response.json().data.id as string;
}

/** A multipart POST as the browser's FormData sends it. */
export async function upload(
  service: TestService,
  user: TestUser,
  url: string,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const { payload, contentType } = await multipart(fields, files);
  return service.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(user.token), 'content-type': contentType },
  });
}

/** A small but real PDF file. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
