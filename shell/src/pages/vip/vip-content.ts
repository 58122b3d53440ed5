import type { TFunction } from 'i18next';
import type { CmsPage } from '@boatcare/shared-domain/schemas/cms';

export interface VipContent {
  title: string;
  subtitle: string;
  benefits: { title: string; description: string; icon: string }[];
  features: string[];
  pricingTitle: string;
  pricingDescription: string;
  extras: { name: string; des: string }[];
  metaTitle: string;
  metaDescription: string;
}

const FALLBACK_BENEFITS = ['discount', 'priority', 'promotions'] as const;
const FALLBACK_FEATURES = ['discount', 'priority', 'promotions', 'support', 'cancel'] as const;

/**
 * The VIP page's text: the back office's 'vip-benefits' page where it names a part (title,
 * subtitle, SEO, benefits, features, pricing), the built-in fallback for any part it leaves
 * empty. The page editor writes title, sections and SEO; benefits and features stay built in
 * until a page holds them.
 */
export function vipContent(t: TFunction, page: CmsPage | null): VipContent {
  const base = 'vip.fallback';
  const fallback = {
    title: t(`${base}.title`),
    subtitle: t(`${base}.subtitle`),
    benefits: FALLBACK_BENEFITS.map((id) => ({
      title: t(`${base}.benefits.${id}.title`),
      description: t(`${base}.benefits.${id}.description`),
      icon: id,
    })),
    features: FALLBACK_FEATURES.map((id) => t(`${base}.features.${id}`)),
    pricingTitle: t(`${base}.pricingTitle`),
    pricingDescription: t(`${base}.pricingDescription`),
    extras: [],
    metaTitle: t('vip.metaTitle'),
    metaDescription: t('vip.metaDescription'),
  };
  if (!page) return fallback;
  return {
    title: page.title || fallback.title,
    subtitle: page.subtitle || fallback.subtitle,
    benefits: page.benefits.length > 0 ? page.benefits.slice(0, 3) : fallback.benefits,
    features: page.features.length > 0 ? page.features : fallback.features,
    pricingTitle: page.pricingTitle || fallback.pricingTitle,
    pricingDescription: page.pricingDescription || fallback.pricingDescription,
    extras: page.listItem,
    metaTitle: page.seo.metaTitle || fallback.metaTitle,
    metaDescription: page.seo.metaDescription || fallback.metaDescription,
  };
}
