import { z } from 'zod';
import { BIO_MIN_LENGTH, bidderProfileFields } from '@boatcare/shared-domain';

export const RADIUS_MIN = 10;
export const RADIUS_MAX = 200;
export const RADIUS_DEFAULT = 50;
/** The middle of Denmark, where the map starts without a profile. */
export const DEFAULT_CENTRE = { latitude: 56.26, longitude: 9.5 };

/** The profile form: the address is a picked place (address plus hidden coordinates). */
export const profileForm = bidderProfileFields.pick({ title: true, contact_number: true }).extend({
  bio_description: z
    .string()
    .trim()
    .min(1, 'bidder.validation.bio_required')
    .min(BIO_MIN_LENGTH, 'bidder.validation.bio_min_length')
    .max(4000),
  place: z.object(
    {
      address: z.string().trim().min(1, 'bidder.validation.address_required'),
      placeId: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    },
    { error: 'bidder.validation.address_required' },
  ),
  service_range: z.number().int().min(RADIUS_MIN).max(RADIUS_MAX),
});
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormValues = z.output<typeof profileForm>;
