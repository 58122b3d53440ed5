import {
  fromBaseMinor,
  toBaseMinor,
  type AdminJobPostDetail,
  type AdminJobPostEdit,
  type Currency,
} from '@boatcare/shared-domain';

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

export type PostFormValues = Omit<
  AdminJobPostEdit,
  MoneyField | 'lengthFeet' | 'location' | 'preferredDate' | 'bid_start_date' | 'bid_end_date'
> & {
  [K in MoneyField]: string;
} & {
  lengthFeet: string;
  latitude: string;
  longitude: string;
  dockNumber: string;
  address: string;
  placeId: string;
  preferredDate: string;
  bid_start_date: string;
  bid_end_date: string;
};

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
    latitude: String(post.location.latitude),
    longitude: String(post.location.longitude),
    dockNumber: post.location.dockNumber,
    address: post.location.address,
    placeId: post.location.placeId,
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
): AdminJobPostEdit {
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
      latitude: Number(values.latitude),
      longitude: Number(values.longitude),
      dockNumber: values.dockNumber,
      address: values.address,
      placeId: values.placeId,
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
