import sharp from 'sharp';
import type { TestService, TestUser } from '@boatcare/server-kit/testing';
import { bearer } from '@boatcare/server-kit/testing';
import { type JobPostCreate } from '@boatcare/shared-domain/schemas/job-post';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { NO_SERVICES } from '@boatcare/shared-domain/schemas/job-post-services';

/** A real photo-like JPEG (noise compresses badly, like a photo), made at test time. */
export async function photo(
  width = 1600,
  height = 1200,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#2a7ab0',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  return image.toFormat(format).toBuffer();
}

export const REQUEST: JobPostCreate = {
  boatName: 'Havfruen',
  lengthFeet: 32,
  boatType: 'Sailboat',
  material: 'Gelcoat',
  locationType: 'In water',
  location: {
    address: 'Nyhavn, København, Denmark',
    placeId: 'harbour:dk:nyhavn',
    latitude: 55.6797,
    longitude: 12.5901,
  },
  dockNumber: 'B-12',
  flybridge: false,
  services: { ...NO_SERVICES, polishing: true },
  preferredDate: '2099-06-01',
  notes: 'Green line at the waterline',
  title: '',
  description: '',
};

export interface FilePart {
  name?: string;
  body: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, files: FilePart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name ?? 'images',
      new Blob([new Uint8Array(file.body)], { type: file.type ?? 'image/jpeg' }),
      file.filename ?? 'photo.jpg',
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** POST /jobpost as the wizard sends it. */
export async function postRequest(
  service: TestService,
  user: TestUser,
  files: FilePart[],
  fields: Record<string, string> = jobPostFormFields(REQUEST),
) {
  const { payload, contentType } = await multipart(fields, files);
  return service.app.inject({
    method: 'POST',
    url: '/jobpost',
    payload,
    headers: { ...bearer(user.token), 'content-type': contentType },
  });
}

/** Creates a request with `count` photos and answers its id. */
export async function createRequest(
  service: TestService,
  user: TestUser,
  count = 1,
): Promise<string> {
  const body = await photo(800, 600);
  const response = await postRequest(
    service,
    user,
    Array.from({ length: count }, () => ({ body })),
  );
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().id as string;
}

export async function putImage(
  service: TestService,
  user: TestUser,
  id: string,
  index: string,
  file: FilePart,
) {
  const { payload, contentType } = await multipart({ index }, [{ name: 'image', ...file }]);
  return service.app.inject({
    method: 'PUT',
    url: `/jobpost/${id}/images`,
    payload,
    headers: { ...bearer(user.token), 'content-type': contentType },
  });
}
