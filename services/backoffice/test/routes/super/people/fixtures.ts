import { BidModel, JobModel, JobPostModel } from '@boatcare/server-kit/models';

export async function createJobPost(auctioneer: string, boatName = 'Test boat') {
  const post = await JobPostModel.create({
    auctioneer,
    boatName,
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 30,
    locationType: 'In water',
    location: { address: 'Nyhavn 1', latitude: 55.6797, longitude: 12.5901 },
    preferredDate: new Date('2030-06-01'),
  });
  return String(post._id);
}

/** An accepted bid turned into an order. */
export async function createOrder(jobPost: string, auctioneer: string, bidder: string) {
  const bid = await BidModel.create({ jobPost, bidder, amount: 100_00 });
  await JobModel.create({
    jobPost,
    bid: bid._id,
    auctioneer,
    bidder,
    bid_amount: 100_00,
    payment_amount: 105_00,
  });
}

/** A body the job post edit screen would send. */
export const jobPostEdit = {
  boatName: 'Sea Breeze',
  boatType: 'Sailboat',
  material: 'Awlgrip',
  lengthFeet: 42,
  locationType: 'On trailer',
  notes: 'Mind the mast',
  status: 'cancelled',
  location: {
    latitude: 56.1496,
    longitude: 10.2283,
    dockNumber: 'B12',
    address: 'Aarhus Lystbådehavn',
    placeId: '',
  },
  services: {
    cleaning: true,
    polishing: true,
    coating: 'wax',
    interior: false,
    engineService: false,
    repair: false,
  },
  preferredDate: '2030-07-15',
  bid_start_date: null,
  bid_end_date: null,
  min_bid_amount: 50_00,
  max_bid_amount: 300_00,
  estimatedPriceMin: 100_00,
  estimatedPriceMax: 200_00,
};
