import { z } from 'zod';
import { fromBaseMinor, toBaseMinor, type Currency } from '@boatcare/shared-domain/core';
import {
  adminJobPostEdit,
  type AdminJobPostDetail,
} from '@boatcare/shared-domain/schemas/admin-people';

/**
 * Money fields are shown and typed in the admin's currency (like the pricing tab) and sent as
 * base minor units (US cents).
 */
export const MONEY_FIELDS = [
  'min_bid_amount',
  'max_bid_amount',
  'estimatedPriceMin',
  'estimatedPriceMax',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

const { location } = adminJobPostEdit.shape;

/** The form's values: the shared edit's shape, numbers and dates as typed text. */
const typed = adminJobPostEdit.extend({
  lengthFeet: z.string(),
  location: location.extend({ latitude: z.string(), longitude: z.string() }),
  preferredDate: z.string(),
  bid_start_date: z.string(),
  bid_end_date: z.string(),
  min_bid_amount: z.string(),
  max_bid_amount: z.string(),
  estimatedPriceMin: z.string(),
  estimatedPriceMax: z.string(),
});
export type PostFormValues = z.input<typeof typed>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const shown = (minor: number, currency: Currency) => fromBaseMinor(minor, currency).toFixed(2);
/** A typed amount (comma or dot decimals) in base minor units. */
const toMinor = (text: string, currency: Currency) =>
  toBaseMinor(Number(text.replace(',', '.') || '0'), currency);

export function valuesOf(post: AdminJobPostDetail, currency: Currency): PostFormValues {
  return {
    boatName: post.boatName,
    boatType: post.boatType,
    material: post.material,
    locationType: post.locationType,
    notes: post.notes,
    status: post.status,
    services: post.services,
    lengthFeet: String(post.lengthFeet),
    location: {
      ...post.location,
      latitude: String(post.location.latitude),
      longitude: String(post.location.longitude),
    },
    preferredDate: day(post.preferredDate),
    bid_start_date: day(post.bid_start_date),
    bid_end_date: day(post.bid_end_date),
    min_bid_amount: shown(post.min_bid_amount, currency),
    max_bid_amount: shown(post.max_bid_amount, currency),
    estimatedPriceMin: shown(post.estimatedPriceMin, currency),
    estimatedPriceMax: shown(post.estimatedPriceMax, currency),
  };
}

/**
 * The edit to send. An amount left as shown keeps its stored value exactly (converting the
 * rounded text back could move it by a cent).
 */
export function bodyOf(
  values: PostFormValues,
  post: AdminJobPostDetail,
  currency: Currency,
): z.input<typeof adminJobPostEdit> {
  const money = (key: MoneyField) =>
    values[key] === shown(post[key], currency) ? post[key] : toMinor(values[key], currency);
  return {
    boatName: values.boatName,
    boatType: values.boatType,
    material: values.material,
    locationType: values.locationType,
    notes: values.notes,
    status: values.status,
    services: values.services,
    lengthFeet: Number(values.lengthFeet),
    location: {
      ...values.location,
      latitude: Number(values.location.latitude),
      longitude: Number(values.location.longitude),
    },
    preferredDate: values.preferredDate,
    bid_start_date: values.bid_start_date || null,
    bid_end_date: values.bid_end_date || null,
    min_bid_amount: money('min_bid_amount'),
    max_bid_amount: money('max_bid_amount'),
    estimatedPriceMin: money('estimatedPriceMin'),
    estimatedPriceMax: money('estimatedPriceMax'),
  };
}

/**
 * The job post form: the typed values converted (amounts from the admin's currency) and checked
 * by the shared adminJobPostEdit, whose paths are the form's.
 */
export const postForm = (post: AdminJobPostDetail, currency: Currency) =>
  typed.transform((values) => bodyOf(values, post, currency)).pipe(adminJobPostEdit);
