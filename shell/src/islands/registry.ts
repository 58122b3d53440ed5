import type { ComponentProps } from 'react';
import { VisitorHeader } from '../layout/VisitorHeader.tsx';
import { FaqContactButton } from '../pages/faq/parts/FaqContactButton.tsx';
import { FaqQuestions } from '../pages/faq/parts/FaqQuestions.tsx';
import { CounterList } from '../pages/home/parts/CounterList.tsx';
import { HeroSlideshow } from '../pages/home/parts/HeroSlideshow.tsx';
import { TermsAudiences } from '../pages/terms/TermsAudiences.tsx';
import { VipPrice } from '../pages/vip/parts/VipPrice.tsx';

/**
 * The interactive parts of a visitor's prerendered page: each takes everything it shows as
 * props (texts already translated), so the page hydrates it without the app (ADR 15).
 */
export const ISLANDS = {
  visitorHeader: VisitorHeader,
  heroSlideshow: HeroSlideshow,
  counters: CounterList,
  vipPrice: VipPrice,
  faqQuestions: FaqQuestions,
  faqContact: FaqContactButton,
  termsAudiences: TermsAudiences,
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof ISLANDS)[Name]>;
