import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { Picture } from '@boatcare/shared-ui';
import { DEFAULT_IMAGE } from './images.ts';
import styles from './ImageCarousel.module.css';

/** The spec's carousel interval. */
export const CAROUSEL_INTERVAL_MS = 4000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A request's photos (thumbnails), one at a time, changing every 4 seconds. It stops while
 * the pointer or focus is on it, when paused with its button, and for people who prefer
 * reduced motion. A missing or broken photo shows the default image.
 */
export function ImageCarousel({
  images,
  alt,
  className,
}: {
  images: JobPostImage[];
  alt: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const shown = images.filter((image) => !broken.has(image.id));
  const count = shown.length;
  const current = shown[index % Math.max(count, 1)];

  useEffect(() => {
    if (count < 2 || paused || hovered) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, hovered]);

  return (
    <div
      className={clsx(styles.carousel, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {current ? (
        <Picture
          key={current.id}
          className={styles.image}
          image={current}
          alt={
            count > 1 ? t('carousel.photoOf', { name: alt, n: (index % count) + 1, count }) : alt
          }
          // The thumbnail's box (4:3, the slot's shape): reserved before the photo arrives.
          width={480}
          height={360}
          // The slot's width (ImageCarousel.module.css): a phone takes the 480 px variant.
          sizes="(max-width: 560px) 88px, 160px"
          onError={() => setBroken((set) => new Set(set).add(current.id))}
        />
      ) : (
        <img
          className={styles.image}
          src={DEFAULT_IMAGE}
          alt={t('carousel.noPhoto', { name: alt })}
          width={480}
          height={360}
        />
      )}
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            aria-label={paused ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          {shown.map((image, i) => (
            <button
              key={image.id}
              type="button"
              className={clsx(styles.dot, i === index % count && styles.active)}
              aria-label={t('carousel.show', { n: i + 1, count })}
              aria-current={i === index % count ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
