import { describe, expect, it } from 'vitest';
import { bearer } from '@boatcare/server-kit/testing';
import { useBackoffice } from '../../../support/callers.ts';

const { service, callers } = useBackoffice();

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  as = callers.admin,
) =>
  service.app.inject({ method, url, headers: bearer(as.token), ...(payload ? { payload } : {}) });

const auditActions = async () =>
  (await call('GET', '/super/audit'))
    .json()
    .data.map((row: { action: string; target: string }) => ({
      action: row.action,
      target: row.target,
    }));

describe('deleting CMS content (admin only, audited)', () => {
  it('deletes a page: the public reads the built-in text again (404), and it is audited', async () => {
    const page = {
      title: 'Winter storage',
      sections: [{ title: 'Where', content: '<p>Indoors</p>', imageUrl: '', isActive: true }],
      seo: { metaTitle: 'Winter', metaDescription: 'Storage', keywords: [] },
    };
    expect((await call('POST', '/api/cms/pages/page-winter', page)).statusCode).toBe(200);
    for (const other of [callers.customer, callers.provider, callers.club]) {
      expect(
        (await call('DELETE', '/api/cms/pages/page-winter', undefined, other)).statusCode,
      ).toBe(403);
    }
    const removed = await call('DELETE', '/api/cms/pages/page-winter');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Page deleted' });
    expect((await call('GET', '/cms/pages/page-winter')).statusCode).toBe(404);
    expect((await call('GET', '/api/cms/pages')).json().data).not.toContainEqual(
      expect.objectContaining({ pageId: 'page-winter' }),
    );
    const again = await call('DELETE', '/api/cms/pages/page-winter');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('cms.pageNotFound');
    expect(await auditActions()).toContainEqual({
      action: 'cms.page.delete',
      target: 'cms/pages/page-winter',
    });
  });

  it("deletes a saved email template: a mailer's template goes back to its built-in text", async () => {
    const template = {
      name: 'Reset (edited)',
      subject: 'New password',
      htmlContent: '<p>Hi</p>',
      variables: [],
      isActive: true,
    };
    expect(
      (await call('POST', '/api/cms/email-templates/password-reset-en', template)).statusCode,
    ).toBe(200);
    const removed = await call('DELETE', '/api/cms/email-templates/password-reset-en');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Template deleted' });
    const builtIn = await call('GET', '/api/cms/email-templates/password-reset-en');
    expect(builtIn.json()).toMatchObject({
      builtIn: true,
      subject: 'Reset your BoatCare password',
    });
    // Only the built-in text is left: nothing saved to delete.
    expect((await call('DELETE', '/api/cms/email-templates/password-reset-en')).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', '/api/cms/email-templates/password-reset-en', undefined, callers.club))
        .statusCode,
    ).toBe(403);
    expect(await auditActions()).toContainEqual({
      action: 'cms.emailTemplate.delete',
      target: 'cms/email-templates/password-reset-en',
    });
  });

  it('deletes a content string, for the admin and the public alike', async () => {
    const body = {
      category: 'home',
      description: 'Hero title',
      translations: [{ language: 'en', value: 'Clean boats' }],
    };
    expect((await call('POST', '/api/cms/strings/home.hero.title', body)).statusCode).toBe(200);
    expect(
      (await call('DELETE', '/api/cms/strings/home.hero.title', undefined, callers.customer))
        .statusCode,
    ).toBe(403);
    const removed = await call('DELETE', '/api/cms/strings/home.hero.title');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Content string deleted' });
    expect((await call('GET', '/api/cms/strings/home.hero.title')).statusCode).toBe(404);
    expect((await call('GET', '/cms/strings')).json().data).toEqual([]);
    expect((await call('DELETE', '/api/cms/strings/home.hero.title')).statusCode).toBe(404);
    expect(await auditActions()).toContainEqual({
      action: 'cms.string.delete',
      target: 'cms/strings/home.hero.title',
    });
  });
});
