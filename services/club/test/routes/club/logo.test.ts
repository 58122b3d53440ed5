import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { club } from '../../../src/app.ts';
import { createClub } from '../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(club);
});
afterAll(() => service.close());

/** A logo-sized image made at test time. */
const logo = (format: 'png' | 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0b5394' } })
    .toFormat(format)
    .toBuffer();

/** A multipart body with one file, as a browser's FormData would send it. */
async function form(file: { field?: string; name: string; type: string; bytes: Buffer }) {
  const data = new FormData();
  data.append(
    file.field ?? 'logo',
    new Blob([new Uint8Array(file.bytes)], { type: file.type }),
    file.name,
  );
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

async function upload(token: string, file: Parameters<typeof form>[0]) {
  const { payload, headers } = await form(file);
  return service.app.inject({
    method: 'PUT',
    url: '/club/logo',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

const get = (url: string) => service.app.inject({ method: 'GET', url: url.replace(/^\/v1/, '') });

describe('PUT /club/logo', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('stores a %s logo with a thumbnail, both served', async (format, type) => {
    const mine = await createClub(service, { name: `Logo ${format} Club` });
    const response = await upload(mine.token, {
      name: `logo.${format}`,
      type,
      bytes: await logo(format),
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.id).toBe(mine.clubId);
    expect(profile.logoUrl).toMatch(new RegExp(`^/v1/club/logos/club-logos/${mine.clubId}/.+`));
    expect(profile.logoThumbUrl).toMatch(/-thumb\.webp$/);

    const full = await get(profile.logoUrl);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe(type);
    const thumb = await get(profile.logoThumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const size = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(480);

    const read = await service.app.inject({
      method: 'GET',
      url: '/club',
      headers: bearer(mine.token),
    });
    expect(read.json()).toMatchObject({
      logoUrl: profile.logoUrl,
      logoThumbUrl: profile.logoThumbUrl,
    });
    // Lists show the logo small: members searching get the thumbnail.
    const customer = await service.createUser({ user_type: 1 });
    const found = await service.app.inject({
      method: 'GET',
      url: `/club/search?q=${encodeURIComponent(`Logo ${format}`)}`,
      headers: bearer(customer.token),
    });
    expect(found.json().data).toMatchObject([{ id: mine.clubId, logoUrl: profile.logoThumbUrl }]);
  });

  it('replaces the previous logo and removes its files', async () => {
    const mine = await createClub(service);
    const first = (
      await upload(mine.token, { name: 'a.png', type: 'image/png', bytes: await logo('png') })
    ).json();
    const second = await upload(mine.token, {
      name: 'b.png',
      type: 'image/png',
      bytes: await logo('png', 300, 300),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().logoUrl).not.toBe(first.logoUrl);
    expect((await get(first.logoUrl)).statusCode).toBe(404);
    expect((await get(first.logoThumbUrl)).statusCode).toBe(404);
  });

  it('removes an uploaded logo when PATCH /club clears the logo', async () => {
    const mine = await createClub(service);
    const bytes = await logo('png');
    const first = (await upload(mine.token, { name: 'a.png', type: 'image/png', bytes })).json();
    const cleared = await service.app.inject({
      method: 'PATCH',
      url: '/club',
      headers: bearer(mine.token),
      payload: { name: 'Test Yacht Club', location: 'Copenhagen', logoUrl: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ logoUrl: '', logoThumbUrl: '' });
    expect((await get(first.logoUrl)).statusCode).toBe(404);
    expect((await get(first.logoThumbUrl)).statusCode).toBe(404);
  });

  it('refuses a text file named .png by its bytes, with a translated JSON error', async () => {
    const mine = await createClub(service);
    const response = await upload(mine.token, {
      name: 'logo.png',
      type: 'image/png',
      bytes: Buffer.from('this is plain text, not a picture'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({
      code: 'clubProfile.logoUnsupportedType',
      message: 'The logo must be a JPEG, PNG or WebP image.',
    });
    const read = await service.app.inject({
      method: 'GET',
      url: '/club',
      headers: bearer(mine.token),
    });
    expect(read.json().logoUrl).toBe('');
  });

  it('refuses a body that is not multipart, and a file in another field', async () => {
    const mine = await createClub(service);
    const json = await service.app.inject({
      method: 'PUT',
      url: '/club/logo',
      headers: bearer(mine.token),
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('clubProfile.logoNotMultipart');
    const wrongField = await upload(mine.token, {
      field: 'image',
      name: 'a.png',
      type: 'image/png',
      bytes: await logo('png'),
    });
    // A part the form does not name (its document states the form closed).
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('errors.unknownPart');
  });

  it('is for club accounts only', async () => {
    const bytes = await logo('png');
    const customer = await service.createUser({ user_type: 1 });
    const provider = await service.createUser({ user_type: 2 });
    for (const user of [customer, provider]) {
      const response = await upload(user.token, { name: 'a.png', type: 'image/png', bytes });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBeTruthy();
    }
    const { payload, headers } = await form({ name: 'a.png', type: 'image/png', bytes });
    const anonymous = await service.app.inject({
      method: 'PUT',
      url: '/club/logo',
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves only server-made logo keys', async () => {
    expect((await get('/club/logos/club-logos/../secret.png')).statusCode).toBe(404);
    expect((await get('/club/logos/job-posts/abc.png')).statusCode).toBe(404);
  });
});
