import { bidderPlace, bidderProfileFields } from '@boatcare/shared-domain/schemas/bidder';

/** The middle of Denmark, where the map starts without a profile. */
export const DEFAULT_CENTRE = { latitude: 56.26, longitude: 9.5 };

/** The profile form: the address is a picked place (address plus hidden coordinates). */
export const profileForm = bidderProfileFields.pick({ title: true, contact_number: true }).extend({
  bio_description: bidderProfileFields.shape.bio_description.unwrap(),
  place: bidderPlace,
  service_range: bidderProfileFields.shape.service_range.unwrap(),
});
