import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';
import { CmsPageModel } from '../../../../src/models/cms-page.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(backoffice);
  await CmsPageModel.create({
    pageId: 'vip-benefits',
    title: 'VIP membership',
    subtitle: 'More for your boat',
    sections: [{ sectionId: 's1', title: 'Why', content: 'Because', order: 0 }],
    benefits: [{ title: '10% off', description: 'On every service', icon: 'percent' }],
    features: ['Priority booking'],
    pricingTitle: 'Monthly',
    pricingDescription: 'Cancel any time',
    listItem: [{ name: 'Discount', des: '10%' }],
    seo: { metaTitle: 'VIP', metaDescription: 'VIP benefits', keywords: ['vip'] },
  });
});
afterAll(() => service.close());

describe('GET /api/cms/pages/{pageId}', () => {
  it('answers the page without a token', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/cms/pages/vip-benefits',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pageId: 'vip-benefits',
      title: 'VIP membership',
      subtitle: 'More for your boat',
      sections: [
        {
          sectionId: 's1',
          title: 'Why',
          description: '',
          content: 'Because',
          imageUrl: '',
          order: 0,
          isActive: true,
        },
      ],
      benefits: [{ title: '10% off', description: 'On every service', icon: 'percent' }],
      features: ['Priority booking'],
      pricingTitle: 'Monthly',
      pricingDescription: 'Cancel any time',
      listItem: [{ name: 'Discount', des: '10%' }],
      seo: { metaTitle: 'VIP', metaDescription: 'VIP benefits', keywords: ['vip'] },
    });
  });

  it('answers 404 for a page that does not exist', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/cms/pages/TermsOfServices',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'cms.pageNotFound', message: 'Page not found.' });
  });
});
