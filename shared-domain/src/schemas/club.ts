import { z } from 'zod';
import { email, registerFields } from './auth.ts';

export const CLUB_PASSWORD_MIN_LENGTH = 8;

export const clubProfile = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type ClubProfile = z.infer<typeof clubProfile>;

export const clubProfileUpdate = z.object({
  name: z.string().trim().min(1, 'club.validation.name_required').max(120),
  location: z.string().trim().min(1, 'club.validation.location_required').max(200),
  description: z.string().trim().max(2000).default(''),
  logoUrl: z.union([z.literal(''), z.url('club.validation.logo_url')]).default(''),
});

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
});
