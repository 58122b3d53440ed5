import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ButtonLink, useLinks } from '@boatcare/shared-ui/core';
import { useSlideshow } from '../useSlideshow.ts';
import { HERO_INTERVAL_MS, HERO_SLIDES } from './hero-slides.ts';
import styles from './Hero.module.css';

export function Hero() {
  const { t } = useTranslation();
  const link = useLinks();
  const slideshow = useSlideshow(HERO_SLIDES.length, HERO_INTERVAL_MS);
  const total = HERO_SLIDES.length;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <div className={styles.actions}>
            <ButtonLink to={link('createRequest')} className={styles.primary}>
              {t('home.cta')}
            </ButtonLink>
            <a href="#how-it-works" className={styles.secondary}>
              {t('home.hero.howItWorks')}
            </a>
          </div>
        </div>
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription={t('home.hero.carousel')}
          aria-label={t('home.hero.label')}
          {...slideshow.holdProps}
        >
          <div className={styles.slides} aria-live={slideshow.running ? 'off' : 'polite'}>
            {HERO_SLIDES.map((slide, i) => (
              <figure
                key={slide.id}
                className={clsx(
                  styles.slide,
                  i === slideshow.index && styles.current,
                  slideshow.reducedMotion && styles.still,
                )}
                role="group"
                aria-roledescription={t('home.hero.slide')}
                aria-label={t('home.hero.slideOf', { n: i + 1, total })}
                aria-hidden={i !== slideshow.index}
              >
                <img
                  src={slide.image}
                  alt={t(`home.hero.slides.${slide.id}.alt`)}
                  width={640}
                  height={420}
                  decoding="async"
                  fetchPriority={i === 0 ? 'high' : 'low'}
                />
                <figcaption>{t(`home.hero.slides.${slide.id}.caption`)}</figcaption>
              </figure>
            ))}
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.pause}
              onClick={slideshow.toggle}
              aria-label={slideshow.stopped ? t('home.hero.play') : t('home.hero.pause')}
            >
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                {slideshow.stopped ? (
                  <path d="M3 1l10 6-10 6z" fill="currentColor" />
                ) : (
                  <path d="M2 1h3v12H2zm7 0h3v12H9z" fill="currentColor" />
                )}
              </svg>
            </button>
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.hero.showSlide', { n: i + 1, total })}
                aria-current={i === slideshow.index ? 'true' : undefined}
                onClick={() => slideshow.show(i)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
