import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@boatcare/shared-ui/core';
import { CallToAction } from './parts/CallToAction.tsx';
import { Counters } from './parts/Counters.tsx';
import { Features } from './parts/Features.tsx';
import { Hero } from './parts/Hero.tsx';
import { HowItWorks } from './parts/HowItWorks.tsx';

/** The first page visitors judge the product by: in the main chunk, no web fonts, no photos. */
export function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <>
      <Hero />
      <Counters />
      <HowItWorks />
      <Features />
      <CallToAction />
    </>
  );
}
