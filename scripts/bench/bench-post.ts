import { Types } from 'mongoose';
import { createdDayOf, geoCellsOf } from '@boatcare/server-kit';
import { NO_SERVICES } from '@boatcare/shared-domain/schemas/job-post-services';

/** The bench's requests as stored, for the lists' and the admin lists' measurements. */
const day = 86_400_000;
const STATUSES = ['active', 'bid_placed', 'bid_accepted', 'cancelled'] as const;

const NYHAVN = { latitude: 55.6797, longitude: 12.5901 };

/** A request; other owners' are spread over Denmark, the measured owner's at Nyhavn. */
export function benchPost(auctioneer: Types.ObjectId, i: number, at = NYHAVN) {
  const created = new Date(Date.now() - i * 60_000);
  return {
    _id: new Types.ObjectId(),
    auctioneer,
    boatName: `Boat ${i}`,
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 20 + (i % 60),
    dirtinessLevel: 1,
    flybridge: i % 7 === 0,
    locationType: 'In water',
    location: {
      address: 'Nyhavn, København, Denmark',
      placeId: 'harbour:dk:nyhavn',
      dockNumber: `A-${i % 90}`,
      ...at,
    },
    ...geoCellsOf(at),
    preferredDate: new Date(Date.now() + (i % 90) * day),
    notes: 'Green line at the waterline.',
    title: '',
    description: '',
    status: STATUSES[i % STATUSES.length],
    // Stored as the service stores a choice: cleaning always, polishing on every other one.
    services: { ...NO_SERVICES, cleaning: true, polishing: i % 2 === 0 },
    images: [],
    estimatedPriceMin: 2_000_00,
    estimatedPriceMax: 3_000_00,
    min_bid_amount: 0,
    max_bid_amount: 0,
    bid_start_date: null,
    bid_end_date: null,
    acceptedBid: null,
    created_date: created,
    created_day: createdDayOf(created),
    updated_date: created,
  };
}
