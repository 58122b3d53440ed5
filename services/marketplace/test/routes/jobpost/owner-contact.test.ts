import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { marketplace } from '../../../src/app.ts';
import { REQUEST, photo, postRequest } from './uploads.ts';

let service: TestService;
let owner: TestUser;

const contact = (user: TestUser) =>
  service.app.inject({ method: 'GET', url: '/jobpost/contact', headers: bearer(user.token) });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterAll(() => service.close());

describe("the owner's phone, asked with the first request", () => {
  it('is empty on a new account, refused when malformed, kept when valid', async () => {
    expect((await contact(owner)).json()).toEqual({ contactNumber: '' });
    const files = [{ body: await photo(400, 300) }];

    const bad = await postRequest(service, owner, files, {
      ...jobPostFormFields(REQUEST),
      contactNumber: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('createRequest.validation.phoneInvalid');
    expect((await contact(owner)).json()).toEqual({ contactNumber: '' });

    const good = await postRequest(service, owner, files, {
      ...jobPostFormFields(REQUEST),
      contactNumber: '+45 12 34 56 78',
    });
    expect(good.statusCode).toBe(201);
    expect((await contact(owner)).json()).toEqual({ contactNumber: '+4512345678' });
  });

  it('is for customers only', async () => {
    const provider = await service.createUser({ user_type: 2 });
    expect((await contact(provider)).statusCode).toBe(403);
  });
});
