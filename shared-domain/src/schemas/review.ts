import { z } from 'zod';

/** Which side of a job wrote a review: the boat owner about the provider, or the reverse. */
export const REVIEW_SIDES = ['owner', 'provider'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** PUT /reviews/job/{id}: 1 to 5 stars and a text; once per side, editable for 14 days. */
export const reviewBody = z.object({
  rating: z.coerce
    .number({ error: 'reviews.validation.ratingRequired' })
    .int('reviews.validation.ratingRequired')
    .min(1, 'reviews.validation.ratingRequired')
    .max(5, 'reviews.validation.ratingRequired'),
  text: z.string().trim().max(2000, 'reviews.validation.textTooLong').default(''),
});
export type ReviewBody = z.input<typeof reviewBody>;
export type ReviewInput = z.output<typeof reviewBody>;

export const review = z.object({
  id: z.string(),
  side: z.enum(REVIEW_SIDES),
  /** The author's display name (a provider's business title, an owner's first name). */
  author: z.string(),
  /** The author's picture (a provider's logo), if they set one. */
  authorAvatarUrl: z.string().optional(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_date: z.string(),
  updated_date: z.string(),
});
export type Review = z.infer<typeof review>;

/** A person's standing from the reviews about them: mean (one decimal), count, the newest. */
export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(review),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** GET /reviews/job/{id}: both sides' reviews of one job, as one of its parties sees them. */
export const jobReviews = z.object({
  /** The job is confirmed (or paid out): reviews may be written. */
  open: z.boolean(),
  mine: review.nullable(),
  theirs: review.nullable(),
  /** Until when the caller's review may still change (ISO), null before it is written. */
  editableUntil: z.string().nullable(),
});
export type JobReviews = z.infer<typeof jobReviews>;
export const jobReviewsResponse = z.object({ data: jobReviews });
export const reviewSaved = z.object({
  message: z.string(),
  /** True when the review was written now, false when an earlier one was changed. */
  created: z.boolean(),
  data: review,
});
export const ratingSummaryResponse = z.object({ data: ratingSummary });
