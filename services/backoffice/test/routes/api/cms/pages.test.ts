import { beforeAll, describe, expect, it } from 'vitest';
import { CmsPageModel } from '../../../../src/models/cms-page.ts';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();
beforeAll(async () => {
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

describe('GET /cms/pages/{key} (public)', () => {
  it('answers the page without a token', async () => {
    const response = await call(null, 'GET', '/cms/pages/vip-benefits');
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
    const response = await call(null, 'GET', '/cms/pages/TermsOfServices');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'cms.pageNotFound', message: 'Page not found.' });
  });
});

describe('POST /api/cms/pages/{pageId}', () => {
  const save = (body: object, pageId = 'vip-benefits') =>
    call(callers.admin, 'POST', `/api/cms/pages/${pageId}`, body);

  it('saves title, sections and SEO, keeps the VIP benefits, and stores HTML without scripts', async () => {
    const response = await save({
      title: 'VIP, edited',
      sections: [
        {
          title: 'Perks',
          content:
            '<p onclick="steal()">Yes</p><script>alert(1)</script><a href="javascript:x()">l</a>',
          imageUrl: '/img/a.jpg',
          isActive: true,
        },
        { title: 'Hidden draft', content: 'Not yet', isActive: false },
      ],
      seo: { metaTitle: 'VIP meta', metaDescription: 'About VIP', keywords: ['vip', 'boat'] },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.message).toBe('Content updated successfully');
    expect(saved.sections).toHaveLength(2);
    expect(saved.sections[0]).toMatchObject({
      order: 0,
      isActive: true,
      sectionId: expect.any(String),
    });
    expect(saved.sections[0].content).toBe('<p>Yes</p><a>l</a>');

    const open = (await call(null, 'GET', '/cms/pages/vip-benefits')).json();
    expect(open.title).toBe('VIP, edited');
    expect(open.seo).toEqual({
      metaTitle: 'VIP meta',
      metaDescription: 'About VIP',
      keywords: ['vip', 'boat'],
    });
    expect(open.benefits).toHaveLength(1);
    // The public twin hides the inactive section; the admin sees it.
    expect(open.sections.map((s: { title: string }) => s.title)).toEqual(['Perks']);
    const admin = (await call(callers.admin, 'GET', '/api/cms/pages/vip-benefits')).json();
    expect(admin.sections.map((s: { title: string }) => s.title)).toEqual([
      'Perks',
      'Hidden draft',
    ]);
    expect(JSON.stringify(open)).not.toContain('<script');
    expect(JSON.stringify(open)).not.toContain('javascript:');
  });

  it('creates a new page and lists it for the admin and the public', async () => {
    expect((await save({ title: 'Terms' }, 'terms')).statusCode).toBe(200);
    const list = (await call(callers.admin, 'GET', '/api/cms/pages')).json();
    expect(list.data).toContainEqual({ pageId: 'terms', title: 'Terms' });
    expect((await call(null, 'GET', '/cms/pages')).json().data).toContainEqual({
      pageId: 'terms',
      title: 'Terms',
    });
    const open = await call(null, 'GET', '/cms/pages/terms');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ title: 'Terms', benefits: [], features: [], sections: [] });
  });

  it.each([
    [{ sections: [] }, 'adminCms.validation.required'],
    [{ title: '  ' }, 'adminCms.validation.required'],
    [
      { title: 'x', sections: [{ title: 'a', imageUrl: 'javascript:alert(1)' }] },
      'adminCms.validation.imageUrl',
    ],
    [{ title: 'x'.repeat(301) }, 'adminCms.validation.tooLong'],
  ])('refuses %o with a clear message', async (body, code) => {
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().message).not.toBe(code);
  });

  it('refuses a page id with a slash or spaces', async () => {
    const response = await save({ title: 'x' }, 'a%20b');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('adminCms.validation.idFormat');
  });
});
