import { z } from 'zod';
import { email, registerFields } from './auth.ts';

export const CLUB_PASSWORD_MIN_LENGTH = 8;
const CLUB_COORDINATES_ERROR = 'clubProfile.coordinatesOutOfRange';

export const clubProfile = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  /** The uploaded logo's small rendition (or the typed logo URL; '' without a logo). */
  logoThumbUrl: z.string(),
  /** The harbour picked on the profile; null until one is picked. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The month (1-12) the club's boating season starts: its dashboard counts from the 1st. */
  seasonStartMonth: z.number().int().min(1).max(12),
});
export type ClubProfile = z.infer<typeof clubProfile>;

export const clubProfileUpdate = z.object({
  name: z.string().trim().min(1, 'club.validation.name_required').max(120),
  location: z.string().trim().min(1, 'club.validation.location_required').max(200),
  description: z.string().trim().max(2000).default(''),
  /** Left out: unchanged (an uploaded logo stays); '' removes the logo. Web addresses only:
   * a javascript:, data: or vbscript: URL would run or smuggle content where the logo shows. */
  logoUrl: z.union([z.literal(''), z.httpUrl('club.validation.logo_url')]).optional(),
  /** The harbour's position, from the address picker; null clears it, left out keeps it. */
  latitude: z.number().min(-90, CLUB_COORDINATES_ERROR).max(90, CLUB_COORDINATES_ERROR).nullish(),
  longitude: z
    .number()
    .min(-180, CLUB_COORDINATES_ERROR)
    .max(180, CLUB_COORDINATES_ERROR)
    .nullish(),
  /** The month (1-12) the boating season starts; left out keeps it. */
  seasonStartMonth: z
    .number({ error: 'club.validation.season_month' })
    .int('club.validation.season_month')
    .min(1, 'club.validation.season_month')
    .max(12, 'club.validation.season_month')
    .optional(),
});

/** The club logo upload: one JPEG, PNG or WebP file in the multipart field `logo`. */
export const CLUB_LOGO_FIELD = 'logo';

export const clubRegisterBody = registerFields.extend({
  password: z
    .string()
    .min(CLUB_PASSWORD_MIN_LENGTH, 'club.validation.password_min_length')
    .max(200),
  name: z.string().trim().min(1, 'club.validation.name_required').max(120),
  location: z.string().trim().min(1, 'club.validation.location_required').max(200),
  description: z.string().trim().min(1, 'club.validation.description_required').max(2000),
  ownerContact: email,
  user_type: z.literal(3).default(3),
  /** The harbour's position, from the address picker (the same as the profile's). */
  latitude: clubProfileUpdate.shape.latitude,
  longitude: clubProfileUpdate.shape.longitude,
});
