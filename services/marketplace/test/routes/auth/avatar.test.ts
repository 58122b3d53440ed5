import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer, type TestUser } from '@boatcare/server-kit/testing';
import { JobModel } from '@boatcare/server-kit/models';
import { jobIn, useJobParties } from '../jobs/lifecycle-fixtures.ts';
import { multipart, photo, type FilePart } from '../jobpost/uploads.ts';
import { createBid, createJobPost } from '../../fixtures.ts';

const { service, people } = useJobParties();

const upload = async (user: TestUser, files: FilePart[]) => {
  const { payload, contentType } = await multipart({}, files);
  return service.app.inject({
    method: 'PUT',
    url: '/auth/avatar',
    payload,
    headers: { ...bearer(user.token), 'content-type': contentType },
  });
};
const logo = async () => ({
  name: 'avatar',
  body: await photo(600, 600, 'png'),
  type: 'image/png',
});
const keysOf = async (user: TestUser) => service.app.storage.list(`avatars/${user.id}/`);
const detailFor = async (user: TestUser, postId: string) =>
  (
    await service.app.inject({
      url: `/jobpost/get/${postId}`,
      headers: bearer(user.token),
    })
  ).json().data;

describe('PUT /auth/avatar', () => {
  it("stores a provider's logo like a photo and shows it to owners on the provider's offer", async () => {
    const response = await upload(people.provider, [await logo()]);
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    expect(avatarUrl).toMatch(
      new RegExp(
        `^/v1/images/avatars/${people.provider.id}/[0-9a-f-]{36}-thumb\\.webp\\?exp=\\d+&sig=[0-9a-f]{64}$`,
      ),
    );
    const served = await service.app.inject({ url: avatarUrl.replace('/v1', '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    // The original and its thumbnail and display sizes in AVIF and WebP.
    expect(await keysOf(people.provider)).toHaveLength(5);
    const mine = await service.app.inject({
      url: '/auth/avatar',
      headers: bearer(people.provider.token),
    });
    expect(mine.json()).toEqual({ avatarUrl });

    const post = await createJobPost(people.owner.id);
    await createBid(post, people.provider.id);
    const [bid] = (await detailFor(people.owner, post)).bids;
    expect(bid.avatarUrl).toBe(avatarUrl);
  });

  it('replaces the old picture and removes it, and DELETE removes it (initials again)', async () => {
    await upload(people.otherProvider, [await logo()]);
    const first = await keysOf(people.otherProvider);
    const second = (await upload(people.otherProvider, [await logo()])).json().avatarUrl;
    const now = await keysOf(people.otherProvider);
    expect(now).toHaveLength(5);
    expect(now.some((key) => first.includes(key))).toBe(false);
    expect(second).toContain(now.find((key) => key.endsWith('-thumb.webp')));

    const removed = await service.app.inject({
      method: 'DELETE',
      url: '/auth/avatar',
      headers: bearer(people.otherProvider.token),
    });
    expect(removed.json()).toEqual({ avatarUrl: '' });
    expect(await keysOf(people.otherProvider)).toEqual([]);
  });

  it("shows an owner's picture to the provider only once their offer is accepted", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const { avatarUrl } = (await upload(owner, [await logo()])).json();
    const job = await jobIn({ owner, provider: people.provider }, 'accepted');
    const postId = String((await JobModel.findById(job).lean())!.jobPost);
    expect((await detailFor(people.provider, postId)).ownerContact.avatarUrl).toBe(avatarUrl);

    const open = await createJobPost(owner.id);
    await createBid(open, people.otherProvider.id);
    expect((await detailFor(people.otherProvider, open)).ownerContact).toBeUndefined();
  });

  it('refuses what is not one image, and callers without a picture of their own', async () => {
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const notImage = await upload(people.provider, [
      { name: 'avatar', body: gif, type: 'image/png' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('avatar.unsupportedType');
    const two = await upload(people.provider, [await logo(), await logo()]);
    expect(two.statusCode).toBe(400);
    const wrongField = await upload(people.provider, [{ ...(await logo()), name: 'logo' }]);
    // A part the form does not name (its document states the form closed).
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('errors.unknownPart');
    expect((await upload(people.club, [await logo()])).statusCode).toBe(403);
    const anonymous = await service.app.inject({ method: 'PUT', url: '/auth/avatar' });
    expect(anonymous.statusCode).toBe(401);
    // An unsigned address of a picture is refused like a photo's.
    const [key] = await keysOf(people.provider);
    expect((await service.app.inject({ url: `/images/${key}` })).statusCode).toBe(403);
  });
});
