import type { AdminJobPostDetail, AdminJobPostEdit } from '@boatcare/shared-domain';

/** Money fields are edited in base currency units (USD) and sent as minor units. */
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
const major = (minor: number) => String(minor / 100);
const minor = (text: string) => Math.round(Number(text || '0') * 100);

export function valuesOf(post: AdminJobPostDetail): PostFormValues {
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
    min_bid_amount: major(post.min_bid_amount),
    max_bid_amount: major(post.max_bid_amount),
    estimatedPriceMin: major(post.estimatedPriceMin),
    estimatedPriceMax: major(post.estimatedPriceMax),
  };
}

export function bodyOf(values: PostFormValues): AdminJobPostEdit {
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
    min_bid_amount: minor(values.min_bid_amount),
    max_bid_amount: minor(values.max_bid_amount),
    estimatedPriceMin: minor(values.estimatedPriceMin),
    estimatedPriceMax: minor(values.estimatedPriceMax),
  };
}
