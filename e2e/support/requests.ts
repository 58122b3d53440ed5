import type { APIRequestContext } from '@playwright/test';
import {
  NO_SERVICES,
  servicesToWire,
  type ServiceChoice,
} from '@boatcare/shared-domain/schemas/job-post-services';
import * as bids from '@boatcare/shared-domain/endpoints/bids';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { call, photoFile } from './api.ts';

/** Harbours the journeys post requests at: Nyhavn, and Tuborg Havn (the demo club's). */
export const HARBOURS = {
  nyhavn: {
    address: 'Nyhavn 17, 1051 København K',
    placeId: 'harbour-nyhavn',
    latitude: 55.6797,
    longitude: 12.5901,
    dockNumber: 'B-12',
  },
  tuborg: {
    address: 'Tuborg Havn, 2900 Hellerup',
    placeId: 'harbour-tuborg-havn',
    latitude: 55.7249,
    longitude: 12.5826,
    dockNumber: 'C-3',
  },
} as const;

/** A day `days` from now, as the date field writes it. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

export interface RequestInput {
  boatName: string;
  harbour?: keyof typeof HARBOURS;
  /** Default: a month from now. */
  preferredDate?: string;
  services?: Partial<ServiceChoice>;
  notes?: string;
  /** The request's photo; a small PNG by default. */
  photo?: ReturnType<typeof photoFile>;
}

/**
 * A 32 ft sailboat's request with one photo, posted through the API as the create-request wizard
 * posts it. Answers its id and date.
 */
export async function postRequest(
  request: APIRequestContext,
  token: string,
  {
    boatName,
    harbour = 'nyhavn',
    preferredDate = dayFromNow(30),
    services,
    notes = '',
    photo = photoFile(),
  }: RequestInput,
): Promise<{ id: string; preferredDate: string; address: string }> {
  const location = HARBOURS[harbour];
  const { id } = await call(request, jobpost.create, {
    token,
    multipart: {
      boatName,
      boatType: 'Sailboat',
      material: 'Gelcoat',
      locationType: 'In water',
      flybridge: 'false',
      dockNumber: location.dockNumber,
      preferredDate,
      lengthFeet: '32',
      dirtinessLevel: '1',
      max_bid_amount: '0',
      min_bid_amount: '0',
      location: JSON.stringify(location),
      services: JSON.stringify(servicesToWire({ ...NO_SERVICES, ...services })),
      notes,
      title: '',
      description: '',
      images: photo,
    },
  });
  return { id, preferredDate, address: location.address };
}

/** A provider's offer on a request, through the API; answers the bid's id. */
export async function placeBid(
  request: APIRequestContext,
  token: string,
  jobPostId: string,
  cents: number,
  message = 'Happy to help',
): Promise<string> {
  const saved = await call(request, bids.place, {
    token,
    body: { jobPostId, bid_amount: cents, message },
  });
  return saved.data.id;
}
