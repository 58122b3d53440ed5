import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates.ts';
import { type RatingSummary } from '@boatcare/shared-domain/schemas/review';
import { RatingLine, Stars } from './Stars.tsx';
import styles from './social.module.css';

/**
 * A person's public standing from their reviews: the stars, the count and the newest reviews
 * (the provider's card in the owner's bid list, the owner's card for providers).
 */
export function RatingCard({ summary }: { summary: RatingSummary | undefined }) {
  return (
    <div className={styles.card}>
      <RatingLine summary={summary} />
      {summary?.latest.map((review) => (
        <blockquote key={review.id} className={styles.quote}>
          <Stars value={review.rating} />
          {review.text && <p>{review.text}</p>}
          <cite>
            {review.author}, {formatDate(review.created_date)}
          </cite>
        </blockquote>
      ))}
    </div>
  );
}

/** The owner's card for providers: a heading and the rating card. */
export function OwnerRatingCard({ summary }: { summary: RatingSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="owner-rating" className={styles.section}>
      <h3 id="owner-rating">{t('reviews.ownerCard')}</h3>
      <RatingCard summary={summary} />
    </section>
  );
}
