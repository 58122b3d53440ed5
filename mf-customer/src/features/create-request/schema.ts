import { z } from 'zod';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import type { SchemaForm, SchemaFormOptions } from '@boatcare/shared-ui';
import { BOAT_LENGTH_MIN_FEET } from '@boatcare/shared-domain/pricing';
import {
  JOB_POST_IMAGES,
  jobPostFields,
  ownerContactNumber,
} from '@boatcare/shared-domain/schemas/job-post';
import { NO_SERVICES } from '@boatcare/shared-domain/schemas/job-post-services';
import { PLAN_DEFAULTS, planChoice } from '../plans/PlanFields.tsx';

/** The photos: 1 to 4 files the browser holds until the request is sent. */
const imageFiles = z
  .array(z.instanceof(File))
  .min(JOB_POST_IMAGES.min, 'createRequest.validation.imageCount')
  .max(JOB_POST_IMAGES.max, 'createRequest.validation.imageCount');

/** The wizard's form: the request's own fields (narrowed from the shared schema) and the photos. */
export const wizardSchema = jobPostFields
  .pick({
    boatName: true,
    lengthFeet: true,
    boatType: true,
    material: true,
    locationType: true,
    location: true,
    dockNumber: true,
    flybridge: true,
    services: true,
    additionalServices: true,
    preferredDate: true,
    notes: true,
    boatId: true,
  })
  .extend({
    images: imageFiles,
    /** Club members: the club's verified providers see the request a day early (a form field). */
    clubPriority: z.boolean(),
    /** The owner's phone: filled from the account, asked when it has none (schedule step). */
    contactNumber: ownerContactNumber,
    /** Posted as a one-off job, or as a seasonal care plan made from it at once (review step). */
    postAs: z.enum(['oneOff', 'plan']),
    plan: planChoice,
  });
export type WizardInput = z.input<typeof wizardSchema>;
export type WizardValues = z.output<typeof wizardSchema>;
/** The wizard's form, handed to each step. */
export type WizardForm = SchemaForm<typeof wizardSchema>;

/**
 * Where the server's reasons land: the picked place's parts on the picker, the engine's details
 * on their fields (the other paths are the wizard's own).
 */
export const SERVER_PATHS: SchemaFormOptions<typeof wizardSchema>['serverPaths'] = {
  location: 'location',
  'location.address': 'location',
  'location.placeId': 'location',
  'location.latitude': 'location',
  'location.longitude': 'location',
  'services.engineSerialNumber': 'services.engineSerialNumber',
  'services.engineDescription': 'services.engineDescription',
};

/** What Next checks on each step; the review step checks nothing of its own. */
export const STEP_FIELDS: FieldPath<WizardInput>[][] = [
  [
    'boatId',
    'boatName',
    'lengthFeet',
    'boatType',
    'material',
    'locationType',
    'location',
    'dockNumber',
    'images',
  ],
  ['services', 'flybridge', 'additionalServices'],
  ['preferredDate', 'notes', 'contactNumber'],
  [],
];
export const STEP_COUNT = STEP_FIELDS.length;

type FieldMask = Partial<Record<keyof WizardInput, true>>;
/**
 * Each step's part of the wizard's schema (its fields' roots picked): Next checks the step
 * with it, not the whole form (issue 28: Next's time to the next paint).
 */
export const STEP_SCHEMAS = STEP_FIELDS.map((fields) =>
  wizardSchema.pick(
    Object.fromEntries(fields.map((field) => [field.split('.')[0], true])) as FieldMask,
  ),
);

/** The step a field belongs to (for errors found on Finish or by the server). */
export const stepOf = (path: string) => {
  const root = path.split('.')[0];
  const index = STEP_FIELDS.findIndex((fields) =>
    fields.some((field) => field.split('.')[0] === root),
  );
  return index < 0 ? 0 : index;
};

export const DEFAULT_VALUES: DefaultValues<WizardInput> = {
  boatName: '',
  lengthFeet: BOAT_LENGTH_MIN_FEET,
  dockNumber: '',
  images: [],
  flybridge: false,
  services: NO_SERVICES,
  additionalServices: [],
  preferredDate: '',
  notes: '',
  clubPriority: false,
  contactNumber: '',
  postAs: 'oneOff',
  plan: PLAN_DEFAULTS,
};
