import clsx from 'clsx';
import { useSlideshow } from '../useSlideshow.ts';
import { HERO_INTERVAL_MS } from './hero-slides.ts';
import styles from './Hero.module.css';

export interface HeroSlideshowProps {
  texts: { carousel: string; label: string; slide: string; play: string; pause: string };
  slides: {
    id: string;
    image: string;
    alt: string;
    caption: string;
    /** "Slide 2 of 5" */
    label: string;
    /** "Show slide 2 of 5" */
    showLabel: string;
  }[];
}

/** The hero's slideshow (an island): it moves on by itself unless held or paused. */
export function HeroSlideshow({ texts, slides }: HeroSlideshowProps) {
  const slideshow = useSlideshow(slides.length, HERO_INTERVAL_MS);
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={texts.carousel}
      aria-label={texts.label}
      {...slideshow.holdProps}
    >
      <div className={styles.slides} aria-live={slideshow.running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // A div, not a figure: `group` is not a role a figure may take (aria-allowed-role).
          <div
            key={slide.id}
            className={clsx(
              styles.slide,
              i === slideshow.index && styles.current,
              slideshow.reducedMotion && styles.still,
            )}
            role="group"
            aria-roledescription={texts.slide}
            aria-label={slide.label}
            aria-hidden={i !== slideshow.index}
          >
            <img
              src={slide.image}
              alt={slide.alt}
              width={640}
              height={420}
              decoding="async"
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
            <p className={styles.caption}>{slide.caption}</p>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={slideshow.toggle}
          aria-label={slideshow.stopped ? texts.play : texts.pause}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            {slideshow.stopped ? (
              <path d="M3 1l10 6-10 6z" fill="currentColor" />
            ) : (
              <path d="M2 1h3v12H2zm7 0h3v12H9z" fill="currentColor" />
            )}
          </svg>
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={slide.showLabel}
            aria-current={i === slideshow.index ? 'true' : undefined}
            onClick={() => slideshow.show(i)}
          />
        ))}
      </div>
    </div>
  );
}
