import { describe, expect, it } from 'vitest';
import { useBackoffice } from '../../support/callers.ts';

const { callers, call } = useBackoffice();

const page = {
  title: 'T',
  sections: [],
  seo: { metaTitle: '', metaDescription: '', keywords: [] },
};
const template = {
  name: 'N',
  subject: 'S',
  htmlContent: '<p>x</p>',
  variables: [],
  isActive: true,
};
const string = { category: 'home', description: '', translations: [] };
const pricing = {
  baseRatePerFoot: 100,
  boatLengthOptions: [],
  additionalServices: [],
  vipMembership: { monthlyPrice: 100, discountPercentage: 5 },
};

/**
 * Every admin-only call of the content and settings screens, with a valid body: the writes, a
 * template's texts and the audit log. The spec's public reads are in public-reads.test.ts.
 */
const ADMIN_CALLS: ['GET' | 'POST', string, object?][] = [
  ['POST', '/api/cms/pages/vip-benefits', page],
  ['GET', '/api/cms/email-templates/password-reset-en'],
  ['POST', '/api/cms/email-templates/password-reset-en', template],
  ['POST', '/api/cms/strings/home.title', string],
  ['POST', '/api/pricing/config', pricing],
  ['POST', '/api/settings/global', { country: { code: 'SE' } }],
  ['GET', '/super/audit'],
];

describe('admin content and settings calls', () => {
  it.each(ADMIN_CALLS)(
    '%s %s refuses anonymous, customer, provider and club',
    async (method, url, body) => {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      for (const who of ['customer', 'provider', 'club'] as const) {
        const response = await call(callers[who], method, url, body);
        expect(response.statusCode, who).toBe(403);
        expect(response.json().code).toBe('errors.forbidden');
      }
    },
  );

  it.each(ADMIN_CALLS)('%s %s answers an admin', async (method, url, body) => {
    const response = await call(callers.admin, method, url, body);
    expect([200, 404]).toContain(response.statusCode);
  });

  it('changes nothing when a refused caller writes', async () => {
    await call(callers.customer, 'POST', '/api/settings/global', { country: { code: 'DE' } });
    const open = await call(null, 'GET', '/settings/global');
    expect(open.json().country.code).not.toBe('DE');
  });
});
