import { useId } from 'react';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatRating } from '@boatcare/shared-domain/core';
import { type RatingSummary } from '@boatcare/shared-domain/schemas/review';
import styles from './social.module.css';

const glyphs = (value: number) => '★'.repeat(Math.round(value)) + '☆'.repeat(5 - Math.round(value));

/** Stars as text, read out as "Rated 4.5 of 5 from 3 reviews" (or the stars of one review). */
export function Stars({ value, count }: { value: number; count?: number }) {
  const { t, i18n } = useTranslation();
  const label =
    count === undefined
      ? t('reviews.star', { count: value })
      : t('reviews.ratingLabel', { average: formatRating(value, i18n.language), count });
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.starGlyphs} aria-hidden="true">
        {glyphs(value)}
      </span>
      {count !== undefined && (
        <span className={styles.starCount} aria-hidden="true">
          {formatRating(value, i18n.language)} · {t('reviews.count', { count })}
        </span>
      )}
    </span>
  );
}

/** The public card's rating: stars and count, or "No reviews yet". */
export function RatingLine({ summary }: { summary: RatingSummary | undefined }) {
  const { t } = useTranslation();
  if (!summary || summary.average === null)
    return <span className={styles.starCount}>{t('reviews.noReviews')}</span>;
  return <Stars value={summary.average} count={summary.count} />;
}

/** 1 to 5 stars to pick, as a group of radio buttons. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.starInput} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{t('reviews.stars')}</legend>
      <div className={styles.starChoices}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={clsx(styles.starChoice, n <= value && styles.lit)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('reviews.star', { count: n })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={`${name}-error`} role="alert" className={styles.hint}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
