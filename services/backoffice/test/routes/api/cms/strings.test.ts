import { describe, expect, it } from 'vitest';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();

describe('/api/cms/strings', () => {
  it('saves a string, reads it back, and the public reads it too', async () => {
    const body = {
      category: 'home',
      description: 'Hero title',
      translations: [
        { language: 'en', value: 'Clean boats' },
        { language: 'da', value: 'Rene både' },
      ],
    };
    const saved = await call(callers.admin, 'POST', '/api/cms/strings/home.hero.title', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      stringId: 'home.hero.title',
      ...body,
      message: 'Content string updated successfully',
    });
    const one = await call(callers.admin, 'GET', '/api/cms/strings/home.hero.title');
    expect(one.json()).toEqual({ stringId: 'home.hero.title', ...body });
    const open = await call(null, 'GET', '/cms/strings');
    expect(open.json().data).toEqual([{ stringId: 'home.hero.title', ...body }]);
  });

  it('answers 404 for an unknown string', async () => {
    const response = await call(callers.admin, 'GET', '/api/cms/strings/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('adminCms.strings.notFound');
  });

  it.each([
    [{ category: '' }, 'adminCms.validation.required'],
    [
      { category: 'a', translations: [{ language: 'fr', value: 'x' }] },
      'adminCms.validation.language',
    ],
    [
      {
        category: 'a',
        translations: [
          { language: 'en', value: 'x' },
          { language: 'en', value: 'y' },
        ],
      },
      'adminCms.validation.languageTwice',
    ],
  ])('refuses %o', async (body, code) => {
    const response = await call(callers.admin, 'POST', '/api/cms/strings/a', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});
