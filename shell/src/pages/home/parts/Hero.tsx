import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@boatcare/shared-ui/core';
import { Island } from '../../../islands/Island.tsx';
import { HERO_SLIDES } from './hero-slides.ts';
import { useStartRequestLink } from '../useStartRequestLink.ts';
import styles from './Hero.module.css';

export function Hero() {
  const { t } = useTranslation();
  const start = useStartRequestLink();
  const total = HERO_SLIDES.length;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <div className={styles.actions}>
            <ButtonLink to={start} className={styles.primary}>
              {t('home.cta')}
            </ButtonLink>
            <a href="#how-it-works" className={styles.secondary}>
              {t('home.hero.howItWorks')}
            </a>
          </div>
        </div>
        <Island
          name="heroSlideshow"
          props={{
            texts: {
              carousel: t('home.hero.carousel'),
              label: t('home.hero.label'),
              slide: t('home.hero.slide'),
              play: t('home.hero.play'),
              pause: t('home.hero.pause'),
            },
            slides: HERO_SLIDES.map((slide, i) => ({
              ...slide,
              alt: t(`home.hero.slides.${slide.id}.alt`),
              caption: t(`home.hero.slides.${slide.id}.caption`),
              label: t('home.hero.slideOf', { n: i + 1, total }),
              showLabel: t('home.hero.showSlide', { n: i + 1, total }),
            })),
          }}
        />
      </div>
    </section>
  );
}
