import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { club } from '../../../src/app.ts';
import { ClubModel } from '@boatcare/server-kit/models';
import { createClub } from '../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(club);
});
afterAll(() => service.close());

describe('GET /club', () => {
  it("answers the caller's own club", async () => {
    const mine = await createClub(service, { name: 'Mine' });
    await createClub(service, { name: 'Theirs' });
    const response = await service.app.inject({
      method: 'GET',
      url: '/club',
      headers: bearer(mine.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: mine.clubId,
      name: 'Mine',
      location: 'Copenhagen',
      description: 'A club for tests.',
      logoUrl: '',
      logoThumbUrl: '',
      latitude: null,
      longitude: null,
      seasonStartMonth: 4,
      user: { first_name: 'Clara', last_name: 'Harbour' },
    });
  });

  it('answers 404 for a club account without a club', async () => {
    const orphan = await service.createUser({ user_type: 3 });
    const response = await service.app.inject({
      method: 'GET',
      url: '/club',
      headers: bearer(orphan.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('club.notFound');
  });

  it('is for clubs only', async () => {
    const customer = await service.createUser({ user_type: 1 });
    expect(
      (await service.app.inject({ method: 'GET', url: '/club', headers: bearer(customer.token) }))
        .statusCode,
    ).toBe(403);
    expect((await service.app.inject({ method: 'GET', url: '/club' })).statusCode).toBe(401);
  });
});

describe('PATCH /club', () => {
  it('saves the profile and answers the updated one', async () => {
    const mine = await createClub(service);
    const other = await createClub(service, { name: 'Untouched' });
    const response = await service.app.inject({
      method: 'PATCH',
      url: '/club',
      headers: bearer(mine.token),
      payload: {
        name: 'Renamed',
        location: 'Aarhus',
        description: 'New text',
        logoUrl: 'https://example.com/logo.png',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: mine.clubId,
      name: 'Renamed',
      location: 'Aarhus',
      logoUrl: 'https://example.com/logo.png',
    });
    const theirs = await service.app.inject({
      method: 'GET',
      url: '/club',
      headers: bearer(other.token),
    });
    expect(theirs.json().name).toBe('Untouched');
  });

  it('refuses a logo URL that is not a web address, and serves none stored before', async () => {
    const mine = await createClub(service);
    for (const logoUrl of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'ftp://example.org/logo.png',
    ]) {
      const response = await service.app.inject({
        method: 'PATCH',
        url: '/club',
        headers: bearer(mine.token),
        payload: { name: 'Mine', location: 'Copenhagen', logoUrl },
      });
      expect(response.statusCode, logoUrl).toBe(400);
      expect(response.json(), logoUrl).toMatchObject({ code: 'club.validation.logo_url' });
    }
    const web = await service.app.inject({
      method: 'PATCH',
      url: '/club',
      headers: bearer(mine.token),
      payload: { name: 'Mine', location: 'Copenhagen', logoUrl: 'https://example.org/logo.png' },
    });
    expect(web.json()).toMatchObject({ logoUrl: 'https://example.org/logo.png' });

    await ClubModel.updateOne({ _id: mine.clubId }, { $set: { logoUrl: 'javascript:alert(1)' } });
    const read = await service.app.inject({ url: '/club', headers: bearer(mine.token) });
    expect(read.json()).toMatchObject({ logoUrl: '', logoThumbUrl: '' });
  });

  it('saves the harbour picked on the profile and keeps it when left out', async () => {
    const mine = await createClub(service);
    const patch = (payload: object) =>
      service.app.inject({ method: 'PATCH', url: '/club', headers: bearer(mine.token), payload });
    const picked = await patch({
      name: 'Tuborg Bådeklub',
      location: 'Tuborg Havn, Hellerup',
      latitude: 55.7253,
      longitude: 12.5806,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ latitude: 55.7253, longitude: 12.5806 });
    const renamed = await patch({ name: 'Renamed', location: 'Tuborg Havn, Hellerup' });
    expect(renamed.json()).toMatchObject({
      name: 'Renamed',
      latitude: 55.7253,
      longitude: 12.5806,
    });
    const read = await service.app.inject({
      method: 'GET',
      url: '/club',
      headers: bearer(mine.token),
    });
    expect(read.json()).toMatchObject({ latitude: 55.7253, longitude: 12.5806 });
  });

  it('saves the season start month and keeps it when left out', async () => {
    const mine = await createClub(service);
    const patch = (payload: object) =>
      service.app.inject({ method: 'PATCH', url: '/club', headers: bearer(mine.token), payload });
    const saved = await patch({ name: 'Club', location: 'Aarhus', seasonStartMonth: 5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().seasonStartMonth).toBe(5);
    const kept = await patch({ name: 'Club', location: 'Aarhus' });
    expect(kept.json().seasonStartMonth).toBe(5);
  });

  it.each([
    [{ name: '', location: 'Aarhus' }, 'club.validation.name_required'],
    [{ name: 'Club', location: '' }, 'club.validation.location_required'],
    [{ name: 'Club', location: 'Aarhus', logoUrl: 'not a url' }, 'club.validation.logo_url'],
    [{ name: 'Club', location: 'Aarhus', seasonStartMonth: 13 }, 'club.validation.season_month'],
    [{ name: 'Club', location: 'Aarhus', seasonStartMonth: 0 }, 'club.validation.season_month'],
    [
      { name: 'Club', location: 'Aarhus', latitude: 91, longitude: 12 },
      'clubProfile.coordinatesOutOfRange',
    ],
    [
      { name: 'Club', location: 'Aarhus', latitude: 55, longitude: -181 },
      'clubProfile.coordinatesOutOfRange',
    ],
  ])('answers 400 for %o', async (payload, code) => {
    const mine = await createClub(service);
    const response = await service.app.inject({
      method: 'PATCH',
      url: '/club',
      headers: bearer(mine.token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});
