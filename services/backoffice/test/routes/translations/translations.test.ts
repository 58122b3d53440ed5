import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };
import { sectionFingerprints, TEXT_AREAS, TEXTS_NAMESPACES } from '@boatcare/shared-domain/core';
import { backoffice } from '../../../src/app.ts';
import {
  deleteContentString,
  saveContentString,
} from '../../../src/repositories/content-strings.ts';
import { readTranslationFile, writeTranslationFile } from '../../../src/translations/files.ts';
import { syncBundledTranslations } from '../../../src/translations/sync.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(backoffice);
});
afterAll(() => service.close());

/** Every stored object of a translation file (its saved versions and the unversioned one). */
const removeStored = async (file: string) =>
  service.app.storage.remove(await service.app.storage.list(`translations/${file}`));

const get = (file: string) => service.app.inject({ method: 'GET', url: `/translations/${file}` });

describe('translation files on start', () => {
  it('uploads the bundled files when storage has none', async () => {
    expect(await readTranslationFile(service.app.storage, 'en_translation.json')).toEqual(en);
    expect(await readTranslationFile(service.app.storage, 'da_translation.json')).toEqual(da);
  });

  it('adds only the keys a stored file lacks, keeping edited texts', async () => {
    const { errors, ...withoutErrors } = structuredClone(da);
    const edited = {
      ...withoutErrors,
      auth: { ...da.auth, emailTaken: 'Redigeret af en admin' },
      extra: { mine: 'Egen' },
    };
    await writeTranslationFile(service.app.storage, 'da_translation.json', edited);
    await syncBundledTranslations(service.app.storage, service.app.log);
    const stored = await readTranslationFile(service.app.storage, 'da_translation.json');
    expect(stored?.errors).toEqual(errors);
    expect(stored?.auth).toMatchObject({ emailTaken: 'Redigeret af en admin' });
    expect(stored?.extra).toEqual({ mine: 'Egen' });
  });

  it('reads the newest save that is whole, and keeps the last five', async () => {
    const file = 'en_translation.json';
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      await writeTranslationFile(service.app.storage, file, { ...en, home: { title } });
    }
    const versions = (await service.app.storage.list(`translations/${file}/`)).sort();
    expect(versions).toHaveLength(5);
    expect((await readTranslationFile(service.app.storage, file))?.home).toEqual({ title: 'Six' });
    // A save under way (its object not whole yet) gives way to the one before it.
    await service.app.storage.put(
      `translations/${file}/999999999999999-half.json`,
      '{"ho',
      'application/json',
    );
    expect((await readTranslationFile(service.app.storage, file))?.home).toEqual({ title: 'Six' });
    await service.app.storage.remove([`translations/${file}/999999999999999-half.json`]);
    await writeTranslationFile(service.app.storage, file, en);
  });

  it('leaves an unreadable stored file alone', async () => {
    await removeStored('en_translation.json');
    await service.app.storage.put(
      'translations/en_translation.json',
      '{ not json',
      'application/json',
    );
    await syncBundledTranslations(service.app.storage, service.app.log);
    const bytes = await service.app.storage.getBuffer('translations/en_translation.json');
    expect(bytes.toString()).toBe('{ not json');
    await writeTranslationFile(service.app.storage, 'en_translation.json', en);
  });
});

describe('GET /translations/{lng}_translation.json', () => {
  it('serves the stored file as JSON, cacheable for a minute, without a token', async () => {
    const response = await get('da_translation.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().auth.emailTaken).toBe('Redigeret af en admin');
  });

  it('serves English for ae', async () => {
    expect((await get('ae_translation.json')).json()).toEqual(en);
  });

  it('falls back to the bundled file when storage has lost it', async () => {
    await removeStored('en_translation.json');
    const response = await get('en_translation.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(en);
    await writeTranslationFile(service.app.storage, 'en_translation.json', en);
  });

  it.each([
    'fr_translation.json',
    'en.json',
    'en_translation.json.bak',
    '..%2Fen_translation.json',
  ])('answers 404 for %s', async (file) => {
    const response = await get(file);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /translations/{lng}_{namespace}.json', () => {
  const sectionsOf = async (file: string) => {
    const response = await get(file);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    return response.json<Record<string, unknown>>();
  };

  it('serves an area its own sections of the stored texts', async () => {
    const admin = await sectionsOf('da_admin.json');
    expect(Object.keys(admin).sort()).toEqual([...TEXT_AREAS.admin].sort());
    expect(admin.adminUsers).toEqual(da.adminUsers);
    expect(Object.keys(await sectionsOf('ae_public.json')).sort()).toEqual(
      [...TEXT_AREAS.public].sort(),
    );
  });

  it('serves core every other section, the edited ones and those an admin added', async () => {
    const core = await sectionsOf('da_core.json');
    expect(core.auth).toMatchObject({ emailTaken: 'Redigeret af en admin' });
    expect(core.extra).toEqual({ mine: 'Egen' });
    expect(core.faq).toBeUndefined();
    expect(core.adminUsers).toBeUndefined();
  });

  it('together the namespaces hold the whole file, and nothing else', async () => {
    const whole = (await get('en_translation.json')).json<Record<string, unknown>>();
    const parts = await Promise.all(TEXTS_NAMESPACES.map((ns) => sectionsOf(`en_${ns}.json`)));
    expect(Object.assign({}, ...parts)).toEqual(whole);
  });

  it('serves the bundled sections when the stored file is not JSON', async () => {
    await removeStored('en_translation.json');
    await service.app.storage.put('translations/en_translation.json', '{', 'application/json');
    try {
      expect(await sectionsOf('en_club.json')).toEqual({ clubMembership: en.clubMembership });
    } finally {
      await writeTranslationFile(service.app.storage, 'en_translation.json', en);
    }
  });

  it.each(['en_clubs.json', 'en_Core.json', 'en_core.json.bak', 'xx_core.json'])(
    'answers 404 for %s',
    async (file) => {
      expect((await get(file)).statusCode).toBe(404);
    },
  );
});

describe('GET /translations/{lng}_fingerprints.json', () => {
  const fingerprints = async (file: string) => {
    const response = await get(file);
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, string>>();
  };

  it('fingerprints each section of the stored texts, as the prerender does', async () => {
    expect(await fingerprints('en_fingerprints.json')).toEqual(sectionFingerprints(en));
    expect(await fingerprints('ae_fingerprints.json')).toEqual(sectionFingerprints(en));
  });

  it('lays the content strings over the texts: only the section of a string changes', async () => {
    const before = await fingerprints('da_fingerprints.json');
    await saveContentString('footer.tagline', {
      category: 'footer',
      description: '',
      translations: [{ language: 'da', value: 'Både i topform' }],
    });
    try {
      const after = await fingerprints('da_fingerprints.json');
      expect(after.footer).not.toBe(before.footer);
      expect({ ...after, footer: before.footer }).toEqual(before);
      // English has no text in the string: its texts are as they were.
      expect(await fingerprints('en_fingerprints.json')).toEqual(sectionFingerprints(en));
    } finally {
      await deleteContentString('footer.tagline');
    }
    expect(await fingerprints('da_fingerprints.json')).toEqual(before);
  });

  it.each(['fr_fingerprints.json', 'en_fingerprints.json.bak', 'en_fingerprint.json'])(
    'answers 404 for %s',
    async (file) => {
      expect((await get(file)).statusCode).toBe(404);
    },
  );
});
