import type { TFunction } from 'i18next';
import type { CmsPage } from '@boatcare/shared-domain';

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

/** The VIP page's text: the back office's 'vip-benefits' page, or the built-in fallback. */
export function vipContent(t: TFunction, page: CmsPage | null): VipContent {
  if (page && page.benefits.length > 0) {
    return {
      title: page.title,
      subtitle: page.subtitle,
      benefits: page.benefits.slice(0, 3),
      features: page.features,
      pricingTitle: page.pricingTitle,
      pricingDescription: page.pricingDescription,
      extras: page.listItem,
      metaTitle: page.seo.metaTitle || page.title,
      metaDescription: page.seo.metaDescription || page.subtitle,
    };
  }
  const base = 'vip.fallback';
  return {
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
}
