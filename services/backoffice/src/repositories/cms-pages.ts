import type { CmsPage } from '@boatcare/shared-domain';
import { CmsPageModel } from '../models/cms-page.ts';

export async function findCmsPage(pageId: string): Promise<CmsPage | null> {
  const page = await CmsPageModel.findOne({ pageId }).lean();
  if (!page) return null;
  return {
    pageId: page.pageId,
    title: page.title,
    subtitle: page.subtitle,
    sections: page.sections.map((section) => ({ ...section })),
    benefits: page.benefits.map((b) => ({
      title: b.title ?? '',
      description: b.description ?? '',
      icon: b.icon ?? '',
    })),
    features: page.features,
    pricingTitle: page.pricingTitle,
    pricingDescription: page.pricingDescription,
    listItem: page.listItem.map((item) => ({ name: item.name ?? '', des: item.des ?? '' })),
    seo: {
      metaTitle: page.seo?.metaTitle ?? '',
      metaDescription: page.seo?.metaDescription ?? '',
      keywords: page.seo?.keywords ?? [],
    },
  };
}
