import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { backoffice } from '../../../../src/app.ts';

let service: TestService;
let admin: TestUser;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  user: TestUser | null = admin,
) =>
  service.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0 });
});
afterAll(() => service.close());

describe('GET /super/json/files and /super/get/json', () => {
  it('lists the stored language files', async () => {
    const response = await call('GET', '/super/json/files');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['da_translation.json', 'en_translation.json'] });
  });

  it('answers one file for editing', async () => {
    const response = await call('GET', '/super/get/json?file=en_translation.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ file: 'en_translation.json', content: en });
  });

  it('refuses names that are not language files', async () => {
    for (const file of ['fr_translation.json', '../secret', '']) {
      const response = await call('GET', `/super/get/json?file=${encodeURIComponent(file)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('translations.validation.unknown_file');
    }
  });
});

describe('PUT /super/put/json', () => {
  it('replaces a file, which the site then serves', async () => {
    const content = { ...en, home: { title: 'Edited title', nested: { deep: 'Deep text' } } };
    const saved = await call('PUT', '/super/put/json?file=en_translation.json', { content });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Translations saved.',
      file: 'en_translation.json',
    });
    const served = await service.app.inject({
      method: 'GET',
      url: '/translations/en_translation.json',
    });
    expect(served.json().home).toEqual({ title: 'Edited title', nested: { deep: 'Deep text' } });

    const [entry] = (await call('GET', '/super/audit?limit=1')).json().data;
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'translations.save',
      target: 'translations/en_translation.json',
    });
    // Every home text changed: the entry counts them all and names the first 20.
    expect(entry.details.keys).toHaveLength(20);
    expect(entry.details.changed).toBeGreaterThan(20);

    const edited = { ...content, about: { ...content.about, title: 'About us, edited' } };
    await call('PUT', '/super/put/json?file=en_translation.json', { content: edited });
    const [next] = (await call('GET', '/super/audit?limit=1')).json().data;
    expect(next.details).toEqual({ changed: 1, keys: ['about.title'] });
  });

  it('never answers a half-written file while it is being rewritten', async () => {
    const statuses: number[] = [];
    let saving = true;
    const reading = (async () => {
      while (saving) {
        const [edit, served] = await Promise.all([
          call('GET', '/super/get/json?file=da_translation.json'),
          service.app.inject({ url: '/translations/da_core.json' }),
        ]);
        statuses.push(edit.statusCode, served.statusCode);
      }
    })();
    const { content } = (await call('GET', '/super/get/json?file=da_translation.json')).json();
    for (let i = 0; i < 25; i++) {
      const edited = { ...content, home: { ...content.home, title: `Titel ${i}` } };
      expect(
        (await call('PUT', '/super/put/json?file=da_translation.json', { content: edited }))
          .statusCode,
      ).toBe(200);
    }
    saving = false;
    await reading;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it.each([
    ['an array', []],
    ['a text', 'hello'],
    ['a number leaf', { a: 1 }],
    ['a list leaf', { a: ['x'] }],
    ['a null leaf', { a: { b: null } }],
  ])('refuses content that is %s with 400', async (_label, content) => {
    const response = await call('PUT', '/super/put/json?file=en_translation.json', { content });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('translations.validation.content');
  });

  it('refuses a missing content with 400', async () => {
    expect((await call('PUT', '/super/put/json?file=en_translation.json', {})).statusCode).toBe(
      400,
    );
  });
});

describe('POST /super/json/add-new-keys', () => {
  it('adds each key to every language file, keeping texts that exist', async () => {
    const response = await call('POST', '/super/json/add-new-keys', {
      'promo.banner.title': 'Summer offer',
      'errors.internal': 'Would overwrite',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'New keys are updated to json file',
      data: [
        {
          file: 'en_translation.json',
          added: ['promo.banner.title'],
          skipped: ['errors.internal'],
        },
        {
          file: 'da_translation.json',
          added: ['promo.banner.title'],
          skipped: ['errors.internal'],
        },
      ],
    });
    const da = await call('GET', '/super/get/json?file=da_translation.json');
    expect(da.json().content.promo).toEqual({ banner: { title: 'Summer offer' } });
    const audit = (await call('GET', '/super/audit?limit=2')).json().data;
    expect(
      audit.map(({ action, target }: { action: string; target: string }) => [action, target]),
    ).toEqual([
      ['translations.addKeys', 'translations/da_translation.json'],
      ['translations.addKeys', 'translations/en_translation.json'],
    ]);
    expect(audit[0].details).toEqual({ keys: ['promo.banner.title'] });
    expect(da.json().content.errors.internal).toBe('Noget gik galt hos os. Prøv igen.');
  });

  it('changes nothing when a key collides with a text', async () => {
    const response = await call('POST', '/super/json/add-new-keys', {
      'brand.new': 'Fine',
      'errors.internal.deeper': 'Collides',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('translations.keyConflict');
    const en = await call('GET', '/super/get/json?file=en_translation.json');
    expect(en.json().content).not.toHaveProperty('brand');
  });

  it.each([
    ['no keys', {}],
    ['an empty value', { 'a.b': '' }],
    ['an empty key part', { 'a..b': 'x' }],
    ['a prototype key', { '__proto__.x': 'x' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await call('POST', '/super/json/add-new-keys', payload);
    expect(response.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('keeps the translation admin to admins', async () => {
    const customer = await service.createUser({ user_type: 1 });
    expect((await call('GET', '/super/json/files', undefined, customer)).statusCode).toBe(403);
    expect(
      (await call('GET', '/super/get/json?file=en_translation.json', undefined, customer))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/super/put/json?file=en_translation.json', { content: {} }, customer))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/super/json/add-new-keys', { a: 'b' }, customer)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/super/json/files', undefined, null)).statusCode).toBe(401);
  });
});
