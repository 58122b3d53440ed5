import type { GeoPoint } from '@boatcare/shared-domain/geo';

/*
 * The demo accounts and records: real Danish harbours, so maps, distances and the provider's
 * service area make sense. Amounts are base minor units (US cents).
 */

export const DEMO_PASSWORD = 'boatcare-demo';

export const DEMO_EMAILS = {
  admin: 'admin@boatcare.test',
  owner: 'owner@boatcare.test',
  provider: 'provider@boatcare.test',
  provider2: 'provider2@boatcare.test',
  club: 'club@boatcare.test',
} as const;
export type DemoAccount = keyof typeof DEMO_EMAILS;

interface Place extends GeoPoint {
  address: string;
}

export const PLACES = {
  nyhavn: { address: 'Nyhavn 71, 1051 København K', latitude: 55.6797, longitude: 12.5901 },
  nordreToldbod: {
    address: 'Nordre Toldbod 24, 1259 København K',
    latitude: 55.6913,
    longitude: 12.5996,
  },
  tuborgHavn: { address: 'Tuborg Havn, 2900 Hellerup', latitude: 55.7249, longitude: 12.5826 },
  svanemolle: {
    address: 'Svanemøllehavnen, 2100 København Ø',
    latitude: 55.7175,
    longitude: 12.5785,
  },
  aarhus: { address: 'Aarhus Lystbådehavn, 8000 Aarhus C', latitude: 56.1496, longitude: 10.2283 },
  marselisborg: {
    address: 'Marselisborg Lystbådehavn, 8000 Aarhus C',
    latitude: 56.1385,
    longitude: 10.2195,
  },
} satisfies Record<string, Place>;

const flags = { gate_fee_paid: true, subscription_active: true, subscription_paid: true };

export const DEMO_USERS: Record<
  DemoAccount,
  { first_name: string; last_name: string; user_type: 0 | 1 | 2 | 3 } & Record<string, unknown>
> = {
  admin: { first_name: 'Ada', last_name: 'Admin', user_type: 0 },
  owner: {
    first_name: 'Oliver',
    last_name: 'Owner',
    user_type: 1,
    auctioneer: {
      company_name: 'Nordic Boat Owners',
      contact_number: '+4520304050',
      address: PLACES.nyhavn.address,
    },
  },
  provider: {
    first_name: 'Peter',
    last_name: 'Havn',
    user_type: 2,
    service_range: 50,
    ...flags,
    bidder: {
      title: 'Copenhagen Boat Care',
      bio_description:
        'Hull cleaning, polishing and coating for motorboats and sailboats in the harbours around Copenhagen since 2012.',
      contact_number: '+4531415926',
      ...PLACES.nordreToldbod,
    },
  },
  provider2: {
    first_name: 'Signe',
    last_name: 'Marine',
    user_type: 2,
    service_range: 200,
    ...flags,
    bidder: {
      title: 'Aarhus Marine Service',
      bio_description:
        'Engine service, hull repair and interior cleaning from Aarhus; we travel across Jutland and to Zealand.',
      contact_number: '+4586123456',
      ...PLACES.marselisborg,
    },
  },
  club: { first_name: 'Christian', last_name: 'Sejl', user_type: 3 },
};

export const DEMO_CLUB = {
  name: 'Royal Danish Yacht Club',
  location: PLACES.tuborgHavn.address,
  latitude: PLACES.tuborgHavn.latitude,
  longitude: PLACES.tuborgHavn.longitude,
  description: 'Sailing and motorboat club at Tuborg Havn, founded in 1866.',
  ownerContact: DEMO_EMAILS.club,
  logoUrl: '',
};
