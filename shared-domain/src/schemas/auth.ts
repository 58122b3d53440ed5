import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../locale.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const SERVICE_RADIUS_MIN = 1;
export const SERVICE_RADIUS_MAX = 200;
/** The spec's radius slider default (km): a provider who gives no radius at registration. */
export const DEFAULT_SERVICE_RADIUS = 50;

/**
 * An address as JSON Schema's `format: email` takes it, which zod's default pattern is looser
 * than: a local part of at most 64 characters, domain labels that neither start nor end with a
 * hyphen (the documents state this pattern with the format).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)(?=[^@]{1,64}@)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const email = z
  .string({ error: 'auth.validation.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'auth.validation.emailRequired')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'auth.validation.emailInvalid' }));

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'auth.validation.passwordRequired' })
    .min(1, 'auth.validation.passwordRequired'),
});
export type LoginBody = z.infer<typeof loginBody>;

const registerFields = z.object({
  first_name: z.string().trim().min(1, 'register.first_name_required').max(80),
  last_name: z.string().trim().min(1, 'register.last_name_required').max(80),
  email,
  password: z
    .string({ error: 'register.password_required' })
    .min(1, 'register.password_required')
    .min(PASSWORD_MIN_LENGTH, 'register.password_min_length')
    .max(200),
});

const registerRadius = z
  .number({ error: 'register.service_radius_min' })
  .int('register.service_radius_min')
  .min(0, 'register.service_radius_min')
  .max(SERVICE_RADIUS_MAX, 'register.service_radius_max');

/** Customers (1) and providers (2) register here; clubs have their own form. */
export const registerBody = registerFields
  .extend({
    role: z.enum(['customer', 'supplier']),
    user_type: z.union([z.literal(1), z.literal(2)]),
    /**
     * Km; the spec sends 0 when the field is left empty (a provider then gets the default). A
     * number, or the register form's typed digits (empty is 0); not null or other JSON that
     * `z.coerce` read as a number.
     */
    service_range: z
      .union([
        registerRadius,
        z
          .string()
          .regex(/^[0-9]{0,3}$/, 'register.service_radius_min')
          .transform(Number)
          .pipe(registerRadius),
      ])
      .default(0),
    /** Optional: the language and currency the visitor browsed in become the account's. */
    language_code: z.enum(LANGUAGES).optional(),
    currency_code: z.enum(CURRENCIES).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.role === 'supplier') !== (value.user_type === 2)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'register.role_mismatch' });
    }
  })
  .describe('`role` is `supplier` with `user_type` 2 (a provider) and `customer` with 1.')
  .transform((value) =>
    value.user_type === 2 && value.service_range < SERVICE_RADIUS_MIN
      ? { ...value, service_range: DEFAULT_SERVICE_RADIUS }
      : value,
  );
export type RegisterBody = z.infer<typeof registerBody>;
export { registerFields };

export const settingsBody = z.object({
  language_code: z.enum(LANGUAGES, { error: 'settings.language_required' }),
  currency_code: z.enum(CURRENCIES, { error: 'settings.currency_required' }),
});
export type Settings = z.infer<typeof settingsBody>;
export const settingsResponse = z.object({ data: settingsBody });

/** The avatar upload: one JPEG, PNG or WebP file in the multipart field `avatar`. */
export const AVATAR_FIELD = 'avatar';

/**
 * The caller's own picture (a provider's logo or face, an owner's optional avatar): its signed
 * small address, '' without one (others then see the initials).
 */
export const avatarResponse = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponse>;
