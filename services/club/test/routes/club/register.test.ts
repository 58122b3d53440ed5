import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { ClubModel, UserModel } from '@boatcare/server-kit/models';
import { club } from '../../../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(club);
});
afterAll(() => service.close());

const registration = {
  first_name: 'Karen',
  last_name: 'Skipper',
  email: 'karen@club.example',
  password: 'harbour-2024',
  name: 'Hellerup Sejlklub',
  location: 'Hellerup Havn, 2900 Hellerup',
  description: 'Sailing club on the Øresund coast.',
  ownerContact: 'kontakt@club.example',
  user_type: 3,
};

const register = (payload: object) =>
  service.app.inject({ method: 'POST', url: '/club/register', payload });

describe('POST /club/register', () => {
  it('creates a club account and its club, answering the profile', async () => {
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: expect.any(String),
      data: {
        id: expect.any(String),
        name: 'Hellerup Sejlklub',
        location: 'Hellerup Havn, 2900 Hellerup',
        user: { first_name: 'Karen', last_name: 'Skipper' },
      },
    });
    const user = await UserModel.findOne({ email: 'karen@club.example' }).lean();
    expect(user?.user_type).toBe(3);
    expect(user).not.toHaveProperty('password');
    // The new account can read its club with a token.
    const token = service.app.signToken({ id: String(user!._id), user_type: 3, token_version: 0 });
    const read = await service.app.inject({ method: 'GET', url: '/club', headers: bearer(token) });
    expect(read.json().name).toBe('Hellerup Sejlklub');
  });

  it('saves the harbour picked at registration, so the profile has its position', async () => {
    const response = await register({
      ...registration,
      email: 'tuborg@club.example',
      location: 'Tuborg Havn, Hellerup',
      latitude: 55.7249,
      longitude: 12.5826,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ latitude: 55.7249, longitude: 12.5826 });
    const user = await UserModel.findOne({ email: 'tuborg@club.example' }).lean();
    const token = service.app.signToken({ id: String(user!._id), user_type: 3, token_version: 0 });
    const read = await service.app.inject({ method: 'GET', url: '/club', headers: bearer(token) });
    expect(read.json()).toMatchObject({ latitude: 55.7249, longitude: 12.5826 });
  });

  it('refuses a taken email, in any case, with 409', async () => {
    const response = await register({
      ...registration,
      email: 'KAREN@club.example',
      name: 'Another',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('auth.emailTaken');
    expect(await ClubModel.countDocuments({ name: 'Another' })).toBe(0);
  });

  it.each([
    [{ password: 'short12' }, 'club.validation.password_min_length'],
    [{ name: '' }, 'club.validation.name_required'],
    [{ location: ' ' }, 'club.validation.location_required'],
    [{ description: '' }, 'club.validation.description_required'],
    [{ ownerContact: 'not-an-email' }, 'auth.validation.emailInvalid'],
    [{ first_name: '' }, 'register.first_name_required'],
    [{ latitude: 91, longitude: 12.5 }, 'clubProfile.coordinatesOutOfRange'],
  ])('answers 400 for %o with %s', async (change, code) => {
    const response = await register({ ...registration, email: 'new@club.example', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('does not create other account types', async () => {
    const response = await register({ ...registration, email: 'admin@club.example', user_type: 0 });
    expect(response.statusCode).toBe(400);
    expect(await UserModel.countDocuments({ email: 'admin@club.example' })).toBe(0);
  });

  it('leaves nothing half-written when the club cannot be saved', async () => {
    const spy = vi.spyOn(ClubModel, 'create').mockRejectedValueOnce(new Error('disk full'));
    const payload = { ...registration, email: 'half@club.example' };
    const failed = await register(payload);
    spy.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'errors.internal' });
    expect(failed.body).not.toContain('disk full');
    expect(await UserModel.countDocuments({ email: 'half@club.example' })).toBe(0);
    // So the same email can register once the problem is gone.
    expect((await register(payload)).statusCode).toBe(201);
  });
});
