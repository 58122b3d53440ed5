import { z } from 'zod';
import { estimatePrice } from '../pricing/estimate.ts';
import { BOAT_TYPES, LOCATION_TYPES, MATERIALS } from '../enums.ts';
import { BOAT_LENGTH_MAX_FEET, BOAT_LENGTH_MIN_FEET } from '../pricing/estimate.ts';
import { objectId, uploadFile } from './common.ts';
import {
  DIRTINESS_LEVEL,
  JOB_POST_IMAGES,
  jobPostCreate,
  preferredDate,
  type JobPostCreate,
} from './job-post.ts';
import { readFlag, selectionOf, servicesFromWire, servicesToWire } from './job-post-services.ts';

/**
 * POST /jobpost is multipart: text fields as the spec lists them, then the photos repeated.
 * The browser writes the fields with `jobPostFormFields` and the server reads them back with
 * `jobPostMultipart`, so the two cannot drift.
 */
export function jobPostFormFields(values: JobPostCreate): Record<string, string> {
  // The server computes the estimate itself; these are sent because the spec's clients send them.
  const estimate = estimatePrice(values.lengthFeet, selectionOf(values.services, values.flybridge));
  return {
    boatName: values.boatName,
    boatType: values.boatType,
    material: values.material,
    locationType: values.locationType,
    flybridge: String(values.flybridge),
    dockNumber: values.dockNumber,
    preferredDate: values.preferredDate,
    lengthFeet: String(values.lengthFeet),
    dirtinessLevel: String(DIRTINESS_LEVEL),
    max_bid_amount: '0',
    min_bid_amount: '0',
    estimatedPriceMin: String(estimate.min),
    estimatedPriceMax: String(estimate.max),
    priceRange: JSON.stringify(estimate),
    location: JSON.stringify({ ...values.location, dockNumber: values.dockNumber }),
    services: JSON.stringify(servicesToWire(values.services)),
    additionalServices: JSON.stringify(values.additionalServices ?? []),
    notes: values.notes,
    title: values.title,
    description: values.description,
    ...(values.boatId ? { boatId: values.boatId } : {}),
  };
}

type Fields = Record<string, string | undefined>;

function json(value: string | undefined): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const number = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** The spec sends the date as a day; older clients sent a full timestamp, read as its UTC day. */
function day(value: string | undefined) {
  if (value && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString().slice(0, 10);
  }
  return value;
}

function location(value: unknown) {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  return {
    address: raw.address,
    placeId: raw.placeId,
    latitude: number(raw.latitude),
    longitude: number(raw.longitude),
  };
}

/** Multipart text fields to the typed shape `jobPostCreate` checks. Unknown fields are dropped. */
export function readJobPostFields(fields: Fields): unknown {
  const place = json(fields.location);
  const placeDock =
    typeof place === 'object' && place !== null ? (place as Fields).dockNumber : undefined;
  const services = json(fields.services);
  // Flybridge is its own field; some clients also put it among the services.
  const servicesFlybridge =
    typeof services === 'object' &&
    services !== null &&
    readFlag((services as Record<string, unknown>).flybridge);
  return {
    boatName: fields.boatName,
    lengthFeet: number(fields.lengthFeet),
    boatType: fields.boatType,
    material: fields.material,
    locationType: fields.locationType,
    location: location(place),
    dockNumber: fields.dockNumber ?? placeDock,
    flybridge: fields.flybridge === 'true' || servicesFlybridge,
    services: servicesFromWire(services),
    additionalServices: json(fields.additionalServices) ?? [],
    preferredDate: day(fields.preferredDate),
    notes: fields.notes ?? '',
    title: fields.title ?? '',
    description: fields.description ?? '',
    boatId: fields.boatId || undefined,
  };
}

export const jobPostMultipart = z.preprocess(
  (fields) => readJobPostFields((fields ?? {}) as Fields),
  jobPostCreate,
);

/** A field the spec's clients send (jobPostFormFields writes it) and the server ignores. */
const ignored = z
  .string()
  .optional()
  .describe('Sent by the spec’s clients and ignored: the server computes the estimate');

/**
 * The parts of POST /jobpost as its OpenAPI document states them (the endpoint's `form`): what
 * `jobPostMultipart` reads, with the JSON fields described, and 1 to 4 photos as `images`.
 */
export const jobPostForm = z.object({
  boatName: z.string().min(1).max(120),
  lengthFeet: z
    .string()
    .regex(/^\d+$/)
    .describe(`Whole feet, ${BOAT_LENGTH_MIN_FEET} to ${BOAT_LENGTH_MAX_FEET}`),
  boatType: z.enum(BOAT_TYPES),
  material: z.enum(MATERIALS),
  locationType: z.enum(LOCATION_TYPES),
  location: z
    .string()
    .describe('JSON: {"address": string, "latitude": number, "longitude": number, "placeId"?}'),
  dockNumber: z.string().max(60).optional(),
  flybridge: z.enum(['true', 'false']).optional(),
  services: z
    .string()
    .describe('JSON: the services chosen, as the wizard writes them (jobPostFormFields)'),
  additionalServices: z.string().optional().describe('JSON array of additional service names'),
  preferredDate,
  notes: z.string().max(2000).optional(),
  title: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  clubPriority: z.enum(['true']).optional().describe("Members only: the club's priority window"),
  contactNumber: z.string().optional().describe("Saves the owner's phone number"),
  boatId: objectId
    .optional()
    .describe('One of the owner’s boats (else the boat is made from the fields)'),
  dirtinessLevel: ignored,
  max_bid_amount: ignored,
  min_bid_amount: ignored,
  estimatedPriceMin: ignored,
  estimatedPriceMax: ignored,
  priceRange: ignored,
  images: z
    .array(uploadFile)
    .min(JOB_POST_IMAGES.min)
    .max(JOB_POST_IMAGES.max)
    .describe('JPEG, PNG or WebP, 10 MB each'),
});
