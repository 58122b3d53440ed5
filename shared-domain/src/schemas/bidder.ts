import { z } from 'zod';
import { SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN } from './auth.ts';
import { CONTACT_NUMBER_PATTERN, nulFreeAlias } from './common.ts';
import { placeChoice } from './job-post.ts';

export const BIO_MIN_LENGTH = 50;
export { CONTACT_NUMBER_PATTERN };

const bio = z
  .string({ error: 'bidder.validation.bio_required' })
  .trim()
  .min(1, 'bidder.validation.bio_required')
  .min(BIO_MIN_LENGTH, 'bidder.validation.bio_min_length')
  .max(4000);

/** A coordinate sent as a number or as numeric text (the address picker fills text inputs). */
const coordinate = (min: number, max: number, message: string) =>
  z
    .union([
      z.number({ error: message }),
      z.string({ error: message }).trim().min(1, message).transform(Number),
    ])
    .pipe(z.number({ error: message }).min(min, message).max(max, message));

/**
 * The provider profile form's fields. `bio_discription` is the spec's misspelt alias of
 * `bio_description`; either may be sent. Forms narrow this object; the server uses
 * `bidderProfileBody`, which resolves the alias.
 */
export const bidderProfileFields = z.object({
  title: z
    .string({ error: 'bidder.validation.title_required' })
    .trim()
    .min(1, 'bidder.validation.title_required')
    .max(120),
  bio_description: bio.optional(),
  bio_discription: nulFreeAlias(bio).optional(),
  contact_number: z
    .string({ error: 'bidder.validation.contact_number_required' })
    .trim()
    .min(1, 'bidder.validation.contact_number_required')
    .regex(CONTACT_NUMBER_PATTERN, 'bidder.validation.contact_number_invalid'),
  address: z
    .string({ error: 'bidder.validation.address_required' })
    .trim()
    .min(1, 'bidder.validation.address_required')
    .max(300),
  latitude: coordinate(-90, 90, 'bidder.validation.latitude_invalid'),
  longitude: coordinate(-180, 180, 'bidder.validation.longitude_invalid'),
  /** The service radius slider (km); unchanged when absent. */
  service_range: z
    .number()
    .int()
    .min(SERVICE_RADIUS_MIN, 'register.service_radius_min')
    .max(SERVICE_RADIUS_MAX, 'register.service_radius_max')
    .optional(),
});

/**
 * The profile's address as the picker holds it: the address plus its coordinates (a saved
 * profile's place has no placeId), with the profile's own messages.
 */
export const bidderPlace = z.object(
  { ...placeChoice.shape, address: bidderProfileFields.shape.address, placeId: z.string() },
  { error: 'bidder.validation.address_required' },
);

/** POST and PUT /bidders: the fields with `bio_discription` folded into `bio_description`. */
export const bidderProfileBody = bidderProfileFields
  .superRefine((value, ctx) => {
    if (value.bio_description === undefined && value.bio_discription === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['bio_description'],
        message: 'bidder.validation.bio_required',
      });
    }
  })
  .describe('`bio_description` (or its old spelling `bio_discription`) is required.')
  .transform(({ bio_description, bio_discription, ...rest }) => ({
    ...rest,
    bio_description: bio_description ?? bio_discription ?? '',
  }));
export type BidderProfileInput = z.input<typeof bidderProfileBody>;
export type BidderProfileValues = z.output<typeof bidderProfileBody>;

/** The provider's own profile as GET/POST/PUT /bidders answer it. */
export const bidderProfile = z.object({
  title: z.string(),
  bio_description: z.string(),
  /** Same text as bio_description, for clients written against the misspelt field. */
  bio_discription: z.string(),
  contact_number: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  service_range: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  has_bidder_profile: z.literal(true),
  gate_fee_paid: z.boolean(),
  subscription_active: z.boolean(),
  subscription_paid: z.boolean(),
});
export type BidderProfile = z.infer<typeof bidderProfile>;

export const bidderProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bidderProfile,
});
