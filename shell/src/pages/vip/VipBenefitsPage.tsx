import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLinks, usePageMeta } from '@boatcare/shared-ui/core';
import { CmsSections } from '../../features/cms/CmsSections.tsx';
import { CMS_PAGES } from '../../features/cms/cms-pages.ts';
import { useCmsPage } from '../../features/cms/useCmsPage.ts';
import { useKeywordsMeta } from '../../features/cms/useKeywordsMeta.ts';
import { BenefitIcon } from './parts/BenefitIcon.tsx';
import { PricingBox } from './parts/PricingBox.tsx';
import { VipCallToAction } from './parts/VipCallToAction.tsx';
import { vipContent } from './vip-content.ts';
import { PublicPage } from '../../components/PublicPage.tsx';
import styles from './VipBenefitsPage.module.css';

export default function VipBenefitsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const { page, isLoading } = useCmsPage(CMS_PAGES.vipBenefits);
  const content = vipContent(t, page);
  usePageMeta(content.metaTitle, content.metaDescription);
  useKeywordsMeta(page?.seo.keywords);
  // The built-in text shows (and is prerendered) until the back office's page arrives.
  return (
    <PublicPage title={content.title} lead={content.subtitle} wide busy={isLoading}>
      {page && <CmsSections sections={page.sections} />}
      <section aria-labelledby="vip-benefits-title">
        <h2 id="vip-benefits-title" className="bc-visually-hidden">
          {t('vip.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <span className={styles.icon}>
                <BenefitIcon name={benefit.icon} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.columns}>
        <section className={styles.features} aria-labelledby="vip-features-title">
          <h2 id="vip-features-title">{t('vip.featuresTitle')}</h2>
          <ul>
            {content.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {content.extras.length > 0 && (
            <dl className={styles.extras}>
              {content.extras.map((item) => (
                <div key={item.name}>
                  <dt>{item.name}</dt>
                  <dd>{item.des}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <PricingBox title={content.pricingTitle} description={content.pricingDescription}>
          <VipCallToAction />
        </PricingBox>
      </div>
      <section className={styles.club} aria-labelledby="vip-club-title">
        <h2 id="vip-club-title">{t('vip.club.title')}</h2>
        <p>{t('vip.club.text')}</p>
        <Link to={link('clubRegister')}>{t('vip.club.link')}</Link>
      </section>
    </PublicPage>
  );
}
