import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates.ts';
import { reviewBody, type JobReviews, type Review } from '@boatcare/shared-domain/schemas/review';
import * as reviews from '@boatcare/shared-domain/endpoints/reviews';
import { Button, Card, QueryState, errorText, toast, useEndpoint } from '@boatcare/shared-ui/core';
import { TextAreaField } from '../components/Field.tsx';
import { useEndpointMutation } from '../api/useEndpointMutation.ts';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { Avatar } from '../components/Avatar.tsx';
import { StarInput, Stars } from './Stars.tsx';
import styles from './social.module.css';

function ReviewView({ review }: { review: Review }) {
  return (
    <div className={styles.item}>
      <span className={styles.meta}>
        <Avatar name={review.author} src={review.authorAvatarUrl} size={28} />
        <strong>{review.author}</strong>
        <time dateTime={review.updated_date}>{formatDate(review.updated_date)}</time>
      </span>
      <Stars value={review.rating} />
      {review.text && <p>{review.text}</p>}
    </div>
  );
}

function ReviewForm({ jobId, data }: { jobId: string; data: JobReviews }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(reviews.save, { invalidates: [reviews.forJob] });
  const form = useSchemaForm(reviewBody, {
    defaultValues: { rating: data.mine?.rating ?? 0, text: data.mine?.text ?? '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { params: { id: jobId }, body },
      {
        onSuccess: (saved) =>
          toast.success(t(data.mine ? 'reviews.updated' : 'reviews.saved', saved.message)),
        onError: (failure) => {
          if (!form.showServerErrors(failure))
            toast.error(errorText(t, failure, 'reviews.saveFailed'));
        },
      },
    ),
  );
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput
            value={Number(field.value)}
            onChange={field.onChange}
            error={form.errorOf('rating')}
          />
        )}
      />
      <TextAreaField
        label={t('reviews.text')}
        hint={t('reviews.textHint')}
        rows={3}
        maxLength={2000}
        {...form.field('text')}
      />
      {data.editableUntil && (
        <p className={styles.hint}>
          {t('reviews.editableUntil', { date: formatDate(data.editableUntil) })}
        </p>
      )}
      <Button type="submit" size="small" loading={save.isPending}>
        {data.mine ? t('reviews.update') : t('reviews.submit')}
      </Button>
    </form>
  );
}

/**
 * The two reviews of a confirmed job, for its owner and its provider: the caller's own (to
 * write, or change for 14 days) and the other side's about them.
 */
export function ReviewsPanel({ jobId, side }: { jobId: string; side: 'owner' | 'provider' }) {
  const { t } = useTranslation();
  const review = useEndpoint(
    reviews.forJob,
    { params: { id: jobId } },
    { select: (answer) => answer.data, meta: { errorKey: 'reviews.loadFailed' } },
  );
  return (
    <Card aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('reviews.title')}</h2>
      <QueryState query={review} errorKey="reviews.loadFailed">
        {(data) => {
          if (!data.open) return <p className={styles.hint}>{t('reviews.notYetHint')}</p>;
          const editable =
            !data.editableUntil || new Date(data.editableUntil).getTime() > Date.now();
          return (
            <>
              <div className={styles.section}>
                <h3>{side === 'owner' ? t('reviews.ofProvider') : t('reviews.ofOwner')}</h3>
                {editable ? (
                  <ReviewForm key={data.mine?.updated_date ?? 'new'} jobId={jobId} data={data} />
                ) : (
                  <>
                    {data.mine && <ReviewView review={data.mine} />}
                    <p className={styles.hint}>{t('reviews.locked')}</p>
                  </>
                )}
              </div>
              <div className={styles.section}>
                <h3>{t('reviews.theirs')}</h3>
                {data.theirs ? (
                  <ReviewView review={data.theirs} />
                ) : (
                  <p className={styles.hint}>{t('reviews.noneYet')}</p>
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
