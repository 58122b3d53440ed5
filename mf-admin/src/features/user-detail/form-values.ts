import { z } from 'zod';
import {
  adminUserFields,
  type AdminUserDetail,
} from '@boatcare/shared-domain/schemas/admin-people';

const { bidder, service_range } = adminUserFields.shape;

/** A number typed as text (comma or dot decimals), checked by the shared rule. */
const typedNumber = (rule: z.ZodNumber) =>
  z
    .string()
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(rule);

/**
 * The provider block with its coordinates typed as text: the shared block's fields (its
 * either-bio rule is the form's required bio field), since zod refuses to extend a refined object.
 */
const block = bidder.unwrap().shape;
const profile = z.object({
  ...block,
  latitude: typedNumber(block.latitude),
  longitude: typedNumber(block.longitude),
});
type ProfileText = z.input<typeof profile>;

/**
 * The user edit form: the shared update body (the email is fixed, the password is the admin
 * form's), numbers typed as text. A provider without a profile gets one only when a title is
 * typed; otherwise the block is left out.
 */
export const userForm = (hasProfile: boolean) =>
  adminUserFields.omit({ password: true }).extend({
    service_range: typedNumber(service_range.unwrap()),
    bidder: z.preprocess(
      (block: ProfileText | undefined) => (hasProfile || block?.title ? block : undefined),
      profile.optional(),
    ),
  });

/** The form's values: the customer block for customers, the provider block for providers. */
export function valuesOf(user: AdminUserDetail): z.input<ReturnType<typeof userForm>> {
  const { auctioneer, bidder: provider } = user;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    service_range: String(user.service_range),
    profile_pic: user.profile_pic,
    language_code: user.language_code,
    currency_code: user.currency_code,
    status: user.status,
    auctioneer:
      user.user_type === 1
        ? {
            company_name: auctioneer?.company_name ?? '',
            contact_number: auctioneer?.contact_number ?? '',
            address: auctioneer?.address ?? '',
          }
        : undefined,
    bidder:
      user.user_type === 2
        ? {
            title: provider?.title ?? '',
            bio_description: provider?.bio_description ?? '',
            contact_number: provider?.contact_number ?? '',
            address: provider?.address ?? '',
            latitude: provider ? String(provider.latitude) : '',
            longitude: provider ? String(provider.longitude) : '',
            stripeCustomerId: provider?.stripeCustomerId ?? '',
          }
        : undefined,
    gate_fee_paid: user.user_type === 2 ? user.gate_fee_paid : undefined,
  };
}
