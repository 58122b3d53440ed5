import { beforeAll, describe, expect, it } from 'vitest';
import { CmsPageModel } from '../../../src/models/cms-page.ts';
import { useBackoffice } from '../../support/callers.ts';

const { service, callers, call } = useBackoffice();

beforeAll(async () => {
  await CmsPageModel.create({
    pageId: 'vip-benefits',
    title: 'VIP membership',
    sections: [
      { sectionId: 'live', title: 'Why', content: 'Because', order: 0, isActive: true },
      { sectionId: 'draft', title: 'Draft', content: 'Not yet', order: 1, isActive: false },
    ],
    benefits: [{ title: '10% off', description: 'On every service', icon: 'percent' }],
  });
  await call(callers.admin, 'POST', '/api/cms/strings/home.title', {
    category: 'labels',
    translations: [{ language: 'en', value: 'Boats, cleaned' }],
  });
  await call(callers.admin, 'POST', '/api/cms/email-templates/password-reset-da', {
    name: 'Draft reset',
    subject: 'Draft',
    htmlContent: '<p>Draft</p>',
    variables: [],
    isActive: false,
  });
});

/** The spec's reads "without a token" under /api (docs/access-rules.md). */
const PUBLIC_READS = [
  '/api/cms/pages',
  '/api/cms/pages/vip-benefits',
  '/api/cms/email-templates',
  '/api/cms/strings',
  '/api/cms/strings/home.title',
  '/api/pricing/config',
  '/api/settings/global',
];

const sectionIds = (body: { sections: { sectionId: string }[] }) =>
  body.sections.map((section) => section.sectionId);
const templateIds = (body: { data: { templateId: string }[] }) =>
  body.data.map((row) => row.templateId);

describe("the spec's public reads under /api", () => {
  it.each(PUBLIC_READS)('GET %s answers without a token and to every role', async (url) => {
    const { admin, customer, provider, club } = callers;
    for (const [name, who] of Object.entries({
      anonymous: null,
      customer,
      provider,
      club,
      admin,
    })) {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, name).toBe(200);
    }
  });

  it('reads a stale or broken token as no token, not as a refusal', async () => {
    for (const authorization of ['Bearer not-a-token', 'Basic abc']) {
      const response = await service.app.inject({
        url: '/api/cms/pages/vip-benefits',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(200);
      expect(sectionIds(response.json())).toEqual(['live']);
    }
  });

  it('gives the page the VIP screen reads, without the inactive sections but to an admin', async () => {
    const open = await call(null, 'GET', '/api/cms/pages/vip-benefits');
    expect(open.json()).toMatchObject({
      pageId: 'vip-benefits',
      title: 'VIP membership',
      benefits: [{ title: '10% off' }],
    });
    expect(sectionIds(open.json())).toEqual(['live']);
    const customer = await call(callers.customer, 'GET', '/api/cms/pages/vip-benefits');
    expect(sectionIds(customer.json())).toEqual(['live']);
    const admin = await call(callers.admin, 'GET', '/api/cms/pages/vip-benefits');
    expect(sectionIds(admin.json())).toEqual(['live', 'draft']);
    expect(admin.json().benefits).toHaveLength(1);
  });

  it('lists the active email templates by name to everyone, the inactive ones to an admin', async () => {
    const open = (await call(null, 'GET', '/api/cms/email-templates')).json();
    expect(templateIds(open)).toContain('password-reset-en');
    expect(templateIds(open)).not.toContain('password-reset-da');
    expect(JSON.stringify(open)).not.toContain('Draft');
    const admin = (await call(callers.admin, 'GET', '/api/cms/email-templates')).json();
    expect(admin.data).toContainEqual({
      templateId: 'password-reset-da',
      name: 'Draft reset',
      isActive: false,
    });
  });

  it("keeps a template's texts to admins", async () => {
    const open = await call(null, 'GET', '/api/cms/email-templates/password-reset-en');
    expect(open.statusCode).toBe(401);
    const customer = await call(
      callers.customer,
      'GET',
      '/api/cms/email-templates/password-reset-en',
    );
    expect(customer.statusCode).toBe(403);
  });

  it('answers the string and the pricing an admin saved', async () => {
    const string = (await call(null, 'GET', '/api/cms/strings/home.title')).json();
    expect(string.translations).toEqual([{ language: 'en', value: 'Boats, cleaned' }]);
    const pricing = (await call(null, 'GET', '/api/pricing/config')).json();
    expect(pricing).toEqual((await call(null, 'GET', '/pricing/config')).json());
  });
});
