import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobPostModel } from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';
import { createJobPost, createOrder, jobPostEdit } from './fixtures.ts';

let service: TestService;
let admin: TestUser;
let owner: TestUser;
let provider: TestUser;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  as = admin,
) =>
  service.app.inject({ method, url, headers: bearer(as.token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0, email: 'root@boatcare.test' });
  owner = await service.createUser({
    user_type: 1,
    email: 'ada@owners.example',
    auctioneer: { company_name: 'Ada ApS', contact_number: '+4511223344', address: 'Havnen 1' },
  });
  provider = await service.createUser({ user_type: 2, email: 'bo@providers.example' });
});
afterAll(() => service.close());

describe('one user (admin/users/{id})', () => {
  it('reads every field of the edit screen and saves them, email fixed', async () => {
    const read = await call('GET', `/super/get/user/${owner.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      email: 'ada@owners.example',
      status: 'active',
      auctioneer: { company_name: 'Ada ApS' },
      bidder: null,
    });
    expect(read.json().data).not.toHaveProperty('password_hash');

    const saved = await call('PUT', `/super/update/user/${owner.id}`, {
      first_name: 'Ada',
      last_name: 'King',
      currency_code: 'DKK',
      auctioneer: { company_name: 'King ApS', contact_number: '+4599', address: 'Kaj 2' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      last_name: 'King',
      currency_code: 'DKK',
      email: 'ada@owners.example',
      auctioneer: { company_name: 'King ApS', address: 'Kaj 2' },
    });
    const email = await call('PUT', `/super/update/user/${owner.id}`, {
      first_name: 'Ada',
      last_name: 'King',
      email: 'new@example.com',
    });
    expect(email.statusCode).toBe(400);
  });

  it("takes and answers the spec's provider block: bio_discription and gate_fee_paid in it", async () => {
    const bo = await service.createUser({
      user_type: 2,
      email: 'spec-bidder@providers.example',
      bidder: {
        title: 'Bo Care',
        bio_description: 'Hull and deck care in every harbour of Zealand since 2001.',
        contact_number: '+4511223344',
        address: 'Nyhavn 1',
        latitude: 55.68,
        longitude: 12.59,
        stripeCustomerId: 'cus_kept',
      },
    });
    const bio = 'Polishing, antifouling and winter storage on Funen and Zealand.';
    const saved = await call('PUT', `/super/update/user/${bo.id}`, {
      first_name: 'Bo',
      last_name: 'Berg',
      bidder: {
        title: 'Bo Berg Care',
        bio_discription: bio,
        contact_number: '+4522334455',
        address: 'Havnegade 3',
        latitude: 55.4,
        longitude: 10.39,
        gate_fee_paid: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      gate_fee_paid: true,
      bidder: {
        title: 'Bo Berg Care',
        bio_description: bio,
        bio_discription: bio,
        gate_fee_paid: true,
        stripeCustomerId: 'cus_kept',
      },
    };
    expect(saved.json().data).toMatchObject(expected);
    expect((await call('GET', `/super/get/user/${bo.id}`)).json().data).toMatchObject(expected);

    const both = await call('PUT', `/super/update/user/${bo.id}`, {
      first_name: 'Bo',
      last_name: 'Berg',
      bidder: {
        ...expected.bidder,
        contact_number: '+4522334455',
        address: 'Havnegade 3',
        latitude: 55.4,
        longitude: 10.39,
        bio_description: 'x'.repeat(60),
        gate_fee_paid: false,
      },
    });
    expect(both.json().data).toMatchObject({
      gate_fee_paid: false,
      bidder: { bio_description: 'x'.repeat(60) },
    });
    const noBio = await call('PUT', `/super/update/user/${bo.id}`, {
      first_name: 'Bo',
      last_name: 'Berg',
      bidder: { title: 'T', contact_number: '+45', address: 'A', latitude: 1, longitude: 1 },
    });
    expect(noBio.statusCode).toBe(400);
    // The alias beside the bio is dropped on saving, but U+0000 in it is refused all the same.
    const nul = await call('PUT', `/super/update/user/${bo.id}`, {
      first_name: 'Bo',
      last_name: 'Berg',
      bidder: {
        title: 'Bo Berg Care',
        bio_description: bio,
        bio_discription: 'a\u0000',
        contact_number: '+4522334455',
        address: 'Havnegade 3',
        latitude: 55.4,
        longitude: 10.39,
      },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'errors.nulCharacter' });
  });

  it('refuses bad input and unknown users', async () => {
    expect((await call('GET', '/super/get/user/not-an-id')).statusCode).toBe(400);
    expect((await call('GET', '/super/get/user/64b7f0000000000000000000')).statusCode).toBe(404);
    const blank = await call('PUT', `/super/update/user/${owner.id}`, {
      first_name: '',
      last_name: 'X',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('deactivating signs the user out: their token stops working', async () => {
    const victim = await service.createUser({ user_type: 0, email: 'second@boatcare.test' });
    expect((await call('GET', '/super/dashboard', undefined, victim)).statusCode).toBe(200);
    const off = await call('PUT', `/super/update/user/${victim.id}`, {
      first_name: 'Second',
      last_name: 'Admin',
      status: 'inactive',
    });
    expect(off.statusCode).toBe(200);
    const refused = await call('GET', '/super/dashboard', undefined, victim);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('errors.sessionExpired');
  });
});

describe('the last active admin stays', () => {
  it('an admin cannot deactivate, demote or delete themselves (here: the only active admin)', async () => {
    const self = await call('PUT', `/super/update/user/${admin.id}`, {
      first_name: 'Root',
      last_name: 'Admin',
      status: 'inactive',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('adminUserDetail.errors.self');
    const demote = await call('PUT', `/api/users/${admin.id}`, {
      name: 'Root Admin',
      email: 'root@boatcare.test',
      role: 'customer',
      status: 'active',
    });
    expect(demote.statusCode).toBe(409);
    const remove = await call('DELETE', `/api/users/${admin.id}`);
    expect(remove.statusCode).toBe(409);
    expect((await call('GET', '/super/dashboard')).statusCode).toBe(200);
  });
});

describe('admin users', () => {
  it('creates an admin with a 12+ character password, once per email', async () => {
    const body = {
      first_name: 'New',
      last_name: 'Admin',
      email: 'New.Admin@Boatcare.test',
      password: 'twelve-chars',
    };
    const created = await call('POST', '/super/create', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email: 'new.admin@boatcare.test', user_type: 0 });
    expect((await call('POST', '/super/create', body)).statusCode).toBe(409);
    const short = await call('POST', '/super/create', {
      ...body,
      email: 'x@y.example',
      password: 'elevenchars',
    });
    expect(short.statusCode).toBe(400);
    const list = await call('GET', '/super/list/user?user_type=0&email=new.admin');
    expect(list.json().items.map((u: { email: string }) => u.email)).toEqual([
      'new.admin@boatcare.test',
    ]);
  });
});

describe('dashboard Users tab (/api/users)', () => {
  it('creates, filters, edits and deletes a user', async () => {
    const created = await call('POST', '/api/users', {
      name: 'Carl Hansen',
      email: 'carl@providers.example',
      role: 'supplier',
      status: 'active',
      password: 'pass1234',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ role: 'supplier', rating: null, serviceRadius: 0 });
    const found = await call('GET', '/api/users?role=supplier&search=hansen');
    expect(found.json().data.map((u: { id: string }) => u.id)).toEqual([id]);
    expect(found.json()).toMatchObject({ next: null, total: { count: 1, exact: true } });
    // Pages of one by the cursor: every managed user once, and the total on each page.
    const all = (await call('GET', '/api/users?limit=100')).json();
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const response: { json: <T>() => T } = await call(
        'GET',
        `/api/users?limit=1${after ? `&after=${after}` : ''}`,
      );
      const page = response.json<{ data: { id: string }[]; next: string | null; total: unknown }>();
      expect(page.total).toEqual(all.total);
      paged.push(...page.data.map((u: { id: string }) => u.id));
      after = page.next;
    } while (after && paged.length < 50);
    expect(paged).toEqual(all.data.map((u: { id: string }) => u.id));
    expect(paged).toHaveLength(all.total.count);
    const edited = await call('PUT', `/api/users/${id}`, {
      name: 'Carl Hansen',
      email: 'carl@providers.example',
      role: 'supplier',
      status: 'inactive',
      serviceRadius: 75,
    });
    expect(edited.json().data).toMatchObject({ status: 'inactive', serviceRadius: 75 });
    expect(
      (await call('GET', '/api/users?role=supplier&status=inactive')).json().data,
    ).toHaveLength(1);
    expect((await call('DELETE', `/api/users/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${id}`)).statusCode).toBe(404);
  });

  it('asks 12 characters of the password of a new admin', async () => {
    const admin8 = await call('POST', '/api/users', {
      name: 'Eve Admin',
      email: 'eve@boatcare.test',
      role: 'admin',
      status: 'active',
      password: 'eight-ch',
    });
    expect(admin8.statusCode).toBe(400);
  });

  it('refuses a short password and an unknown role', async () => {
    const bad = await call('POST', '/api/users', {
      name: 'X',
      email: 'x@example.com',
      role: 'club',
      status: 'active',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('job posts (admin/jobposts)', () => {
  it("lists by the owner's email, pages, edits and deletes", async () => {
    const first = await createJobPost(owner.id, 'Alpha');
    await createJobPost(provider.id, 'Other');
    const list = await call('GET', '/super/list/job-posts?auctioneerEmail=ADA@owners&limit=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().next).toBeNull();
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      id: first,
      boatName: 'Alpha',
      ownerEmail: 'ada@owners.example',
    });

    const saved = await call('PUT', `/super/put/job-posts/${first}`, jobPostEdit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      boatName: 'Sea Breeze',
      status: 'cancelled',
      services: { polishing: true, coating: 'wax' },
      location: { dockNumber: 'B12' },
    });
    expect((await call('GET', `/super/get/job-posts/${first}`)).json().data.lengthFeet).toBe(42);
    const tooShort = await call('PUT', `/super/put/job-posts/${first}`, {
      ...jobPostEdit,
      lengthFeet: 0,
    });
    expect(tooShort.statusCode).toBe(400);

    expect((await call('DELETE', `/super/delete/job-posts/${first}`)).statusCode).toBe(200);
    expect(await JobPostModel.exists({ _id: first })).toBeNull();
    expect((await call('GET', `/super/get/job-posts/${first}`)).statusCode).toBe(404);
  });

  it('refuses to delete a post that has an order', async () => {
    const post = await createJobPost(owner.id, 'Ordered');
    await createOrder(post, owner.id, provider.id);
    const refused = await call('DELETE', `/super/delete/job-posts/${post}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('adminJobPosts.errors.hasOrder');
    expect(await JobPostModel.exists({ _id: post })).not.toBeNull();
  });
});

describe('dashboard figures and tabs', () => {
  it('counts a new request and lists it by status', async () => {
    const before = (await call('GET', '/super/dashboard')).json();
    await createJobPost(owner.id, 'Fresh');
    const after = (await call('GET', '/super/dashboard')).json();
    expect(after.activeRequests.current).toBe(before.activeRequests.current + 1);
    expect(after.totalUsers.current).toBeGreaterThanOrEqual(3);
    expect(after.pendingApprovals.unpaidProviders).toBeGreaterThanOrEqual(1);
    const requests = await call('GET', '/super/list/requests?status=active');
    expect(requests.json().items.map((r: { boatName: string }) => r.boatName)).toContain('Fresh');
    expect((await call('GET', '/super/list/requests?status=nope')).statusCode).toBe(400);
    const payments = await call('GET', '/super/list/payments?state=succeeded');
    expect(payments.statusCode).toBe(200);
    expect(payments.json()).toEqual({ items: [], next: null });
  });
});

describe('the audit log of people and records', () => {
  it('records who edited a user, naming the fields and never a password', async () => {
    const saved = await call('PUT', `/super/update/user/${provider.id}`, {
      first_name: 'Bo',
      last_name: 'Audited',
    });
    expect(saved.statusCode).toBe(200);
    const log = await call('GET', '/super/audit?limit=5');
    expect(log.json().data[0]).toMatchObject({
      actorEmail: 'root@boatcare.test',
      action: 'user.update',
      target: `users/${provider.id}`,
      details: { fields: ['first_name', 'last_name'] },
    });
  });

  it('records a new admin without its password', async () => {
    const created = await call('POST', '/super/create', {
      first_name: 'New',
      last_name: 'Admin',
      email: 'audited-admin@boatcare.test',
      password: 'a-long-enough-password',
    });
    expect(created.statusCode).toBe(201);
    const entry = (await call('GET', '/super/audit?limit=1')).json().data[0];
    expect(entry).toMatchObject({ action: 'admin.create', details: {} });
    expect(JSON.stringify(entry)).not.toContain('a-long-enough-password');
  });
});
