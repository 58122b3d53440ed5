import { z } from 'zod';

export const COATINGS = ['none', 'wax', 'ceramic'] as const;
export type Coating = (typeof COATINGS)[number];

/**
 * The services a request asks for, as the wizard and the database hold them: one flag per
 * service, coating as one exclusive choice. Cleaning is always included, so it has no flag.
 * Flybridge is a field of the request itself (it is also priced, see `selectionOf`).
 */
export const serviceChoiceFields = z.object({
  polishing: z.boolean(),
  coating: z.enum(COATINGS),
  /** Kept in the data, hidden in the interface. */
  interior: z.boolean(),
  engineService: z.boolean(),
  engineSerialNumber: z.string().trim().max(100, 'createRequest.validation.tooLong'),
  engineDescription: z.string().trim().max(1000, 'createRequest.validation.tooLong'),
  repair: z.boolean(),
});

export type ServiceChoice = z.infer<typeof serviceChoiceFields>;

/** What the price estimate reads: the priced service flags plus the request's flybridge. */
export const serviceSelection = serviceChoiceFields
  .pick({ polishing: true, coating: true, interior: true, engineService: true, repair: true })
  .extend({ flybridge: z.boolean() });
export type ServiceSelection = z.infer<typeof serviceSelection>;

/** Serial number and description are required only when engine service is chosen. */
export function checkEngineService(
  value: ServiceChoice,
  ctx: z.RefinementCtx,
  path: string[] = [],
) {
  if (!value.engineService) return;
  if (!value.engineSerialNumber) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'engineSerialNumber'],
      message: 'createRequest.validation.serialRequired',
    });
  }
  if (!value.engineDescription) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'engineDescription'],
      message: 'createRequest.validation.descriptionRequired',
    });
  }
}

export const serviceChoice = serviceChoiceFields
  .superRefine((value, ctx) => checkEngineService(value, ctx))
  .describe(
    'An engine service (`engineService` true) needs `engineSerialNumber` and `engineDescription`.',
  );

export const NO_SERVICES: ServiceChoice = {
  polishing: false,
  coating: 'none',
  interior: false,
  engineService: false,
  engineSerialNumber: '',
  engineDescription: '',
  repair: false,
};

/** What the price estimate needs from a request's choices. */
export const selectionOf = (services: ServiceChoice, flybridge: boolean): ServiceSelection => ({
  polishing: services.polishing,
  coating: services.coating,
  interior: services.interior,
  engineService: services.engineService,
  repair: services.repair,
  flybridge,
});

const description = z.string();

/** The spec's Services object, as requests are sent and answered on the wire. */
export const jobPostServices = z.object({
  cleaning: z.object({ service: z.literal(true), description }),
  polishing: z.object({ service: z.boolean(), description }),
  coating: z.object({ service: z.enum(['wax', 'ceramic']).nullable(), description }),
  interior: z.object({ service: z.boolean(), description }),
  engineService: z.object({ service: z.boolean(), serialnumber: z.string(), description }),
  repair: z.object({ service: z.boolean(), description }),
});
export type JobPostServices = z.infer<typeof jobPostServices>;

export function servicesToWire(choice: ServiceChoice): JobPostServices {
  return {
    cleaning: { service: true, description: '' },
    polishing: { service: choice.polishing, description: '' },
    coating: { service: choice.coating === 'none' ? null : choice.coating, description: '' },
    interior: { service: choice.interior, description: '' },
    engineService: {
      service: choice.engineService,
      serialnumber: choice.engineSerialNumber,
      description: choice.engineDescription,
    },
    repair: { service: choice.repair, description: '' },
  };
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A flag on read may be a boolean, the string 'true', or an object with a `service` flag. */
export function readFlag(value: unknown): boolean {
  if (isObject(value)) return readFlag(value.service);
  return value === true || value === 'true';
}

function readCoating(value: unknown): Coating {
  const raw = isObject(value) ? value.service : value;
  return raw === 'wax' || raw === 'ceramic' ? raw : 'none';
}

/**
 * Reads a Services object in any of the shapes clients send (the spec's objects, plain flags,
 * 'true' strings, or this app's flat choice) into the flat choice.
 */
export function servicesFromWire(value: unknown): ServiceChoice {
  const wire: Loose = isObject(value) ? value : {};
  const engine = wire.engineService;
  return {
    polishing: readFlag(wire.polishing),
    coating: readCoating(wire.coating),
    interior: readFlag(wire.interior),
    engineService: readFlag(engine),
    engineSerialNumber: text(
      isObject(engine) ? engine.serialnumber : wire.engineSerialNumber,
    ).trim(),
    engineDescription: text(isObject(engine) ? engine.description : wire.engineDescription).trim(),
    repair: readFlag(wire.repair),
  };
}

/** The service chips a request shows, in the spec's order; cleaning always first. */
export const SERVICE_CHIPS = [
  'cleaning',
  'polishing',
  'wax',
  'ceramic',
  'interior',
  'engineService',
  'repair',
  'flybridge',
] as const;
export type ServiceChip = (typeof SERVICE_CHIPS)[number];

export function chipsOf(services: ServiceChoice, flybridge: boolean): ServiceChip[] {
  const on: Record<ServiceChip, boolean> = {
    cleaning: true,
    polishing: services.polishing,
    wax: services.coating === 'wax',
    ceramic: services.coating === 'ceramic',
    interior: services.interior,
    engineService: services.engineService,
    repair: services.repair,
    flybridge,
  };
  return SERVICE_CHIPS.filter((chip) => on[chip]);
}
