import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';

let service: TestService;
let provider: TestUser;

const BIO = 'We clean, polish and coat boats of every size in the harbours around Copenhagen.';
const profile = {
  title: 'Harbour Care ApS',
  bio_description: BIO,
  contact_number: '+4512345678',
  address: 'Nyhavn 1, 1051 København K',
  latitude: 55.6797,
  longitude: 12.5901,
};

const call = (method: 'GET' | 'POST' | 'PUT', user: TestUser | null, payload?: object) =>
  service.app.inject({
    method,
    url: '/bidders',
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  provider = await service.createUser({ user_type: 2, service_range: 50, first_name: 'Pia' });
});
afterAll(() => service.close());

describe('/bidders', () => {
  it('answers 404 before the provider has a profile', async () => {
    const response = await call('GET', provider);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'bidder.notFound', message: expect.any(String) });
  });

  it('refuses to update a profile that does not exist', async () => {
    expect((await call('PUT', provider, profile)).statusCode).toBe(404);
  });

  it('creates the profile from the misspelt bio_discription alias and text coordinates', async () => {
    const { bio_description: _bio, ...rest } = profile;
    const response = await call('POST', provider, {
      ...rest,
      bio_discription: BIO,
      latitude: '55.6797',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: {
        title: 'Harbour Care ApS',
        bio_description: BIO,
        bio_discription: BIO,
        latitude: 55.6797,
        service_range: 50,
        first_name: 'Pia',
        email: provider.email,
        has_bidder_profile: true,
      },
    });
  });

  it('marks the session with has_bidder_profile so the provider gate lets them in', async () => {
    const login = await service.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: provider.email, password: provider.password },
    });
    expect(login.json().user.has_bidder_profile).toBe(true);
    const read = await call('GET', provider);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.address).toBe(profile.address);
  });

  it('refuses a second profile with 409', async () => {
    const response = await call('POST', provider, profile);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('bidder.profileExists');
  });

  it('updates the profile and the service radius', async () => {
    const response = await call('PUT', provider, {
      ...profile,
      title: 'Harbour Care',
      service_range: 80,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Harbour Care',
      service_range: 80,
      bio_description: BIO,
    });
  });

  it.each([
    [{ title: '' }, 'bidder.validation.title_required'],
    [{ title: undefined }, 'bidder.validation.title_required'],
    [{ bio_description: 'Too short to describe a business.' }, 'bidder.validation.bio_min_length'],
    [{ bio_description: undefined }, 'bidder.validation.bio_required'],
    [{ contact_number: '0123456' }, 'bidder.validation.contact_number_invalid'],
    [{ contact_number: '+45 1234' }, 'bidder.validation.contact_number_invalid'],
    [{ contact_number: '+4512345678901234' }, 'bidder.validation.contact_number_invalid'],
    [{ address: ' ' }, 'bidder.validation.address_required'],
    [{ latitude: 'north' }, 'bidder.validation.latitude_invalid'],
    [{ longitude: 200 }, 'bidder.validation.longitude_invalid'],
    // The alias is dropped beside bio_description, but U+0000 in it is refused all the same.
    [{ bio_discription: `${BIO}\u0000` }, 'errors.nulCharacter'],
  ])('answers 400 for %o with %s', async (change, code) => {
    const response = await call('PUT', provider, { ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: expect.any(String) });
  });

  it('accepts a number without the plus sign', async () => {
    expect(
      (await call('PUT', provider, { ...profile, contact_number: '4512345678' })).statusCode,
    ).toBe(200);
  });

  it('is for providers only', async () => {
    const customer = await service.createUser({ user_type: 1 });
    expect((await call('GET', customer)).statusCode).toBe(403);
    expect((await call('POST', customer, profile)).statusCode).toBe(403);
    expect((await call('GET', null)).statusCode).toBe(401);
  });
});
