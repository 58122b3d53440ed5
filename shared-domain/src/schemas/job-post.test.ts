import { describe, expect, it } from 'vitest';
import { jobPostFormFields, jobPostMultipart } from './job-post-multipart.ts';
import { NO_SERVICES, servicesFromWire, servicesToWire } from './job-post-services.ts';
import type { JobPostCreate } from './job-post.ts';

const values: JobPostCreate = {
  boatName: 'Havfruen',
  lengthFeet: 32,
  boatType: 'Sailboat',
  material: 'Gelcoat',
  locationType: 'In water',
  location: {
    address: 'Nyhavn, København, Denmark',
    placeId: 'harbour:dk:nyhavn',
    latitude: 55.6797,
    longitude: 12.5901,
  },
  dockNumber: 'B-12',
  flybridge: true,
  services: {
    ...NO_SERVICES,
    polishing: true,
    coating: 'wax',
    engineService: true,
    engineSerialNumber: 'SN-1',
    engineDescription: 'Oil change',
  },
  additionalServices: ['antifouling'],
  preferredDate: '2099-06-01',
  notes: 'Green line at the waterline',
  title: '',
  description: '',
};

describe('the POST /jobpost multipart fields', () => {
  it('read back to what the browser wrote', () => {
    expect(jobPostMultipart.parse(jobPostFormFields(values))).toEqual(values);
  });

  it("are sent in the spec's shapes", () => {
    const fields = jobPostFormFields(values);
    expect(fields).toMatchObject({
      flybridge: 'true',
      lengthFeet: '32',
      max_bid_amount: '0',
      min_bid_amount: '0',
      dirtinessLevel: '1',
    });
    expect(JSON.parse(fields.services!)).toMatchObject({
      cleaning: { service: true },
      coating: { service: 'wax' },
    });
    expect(JSON.parse(fields.location!)).toMatchObject({
      placeId: 'harbour:dk:nyhavn',
      dockNumber: 'B-12',
    });
  });

  it('take the dock number from the location when the field is absent', () => {
    const { dockNumber: _, ...fields } = jobPostFormFields(values);
    expect(jobPostMultipart.parse(fields).dockNumber).toBe('B-12');
  });

  it('refuse a missing place, a bad length and engine service without its details', () => {
    const result = jobPostMultipart.safeParse({
      ...jobPostFormFields(values),
      location: '',
      lengthFeet: '5',
      services: JSON.stringify({ engineService: { service: true } }),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      location: 'createRequest.validation.locationRequired',
      lengthFeet: 'createRequest.validation.length',
      'services.engineSerialNumber': 'createRequest.validation.serialRequired',
      'services.engineDescription': 'createRequest.validation.descriptionRequired',
    });
  });

  it('refuse a date in the past', () => {
    const result = jobPostMultipart.safeParse({
      ...jobPostFormFields(values),
      preferredDate: '2001-01-01',
    });
    expect(result.error?.issues[0]?.message).toBe('createRequest.validation.datePast');
  });
});

describe('services on the wire', () => {
  it("read every shape the spec allows: booleans, 'true' and objects with a service flag", () => {
    expect(
      servicesFromWire({
        polishing: 'true',
        repair: true,
        interior: { service: 'true' },
        coating: 'ceramic',
      }),
    ).toEqual({
      ...NO_SERVICES,
      polishing: true,
      repair: true,
      interior: true,
      coating: 'ceramic',
    });
    expect(servicesFromWire(undefined)).toEqual(NO_SERVICES);
  });

  it('round-trip through the Services object', () => {
    expect(servicesFromWire(servicesToWire(values.services))).toEqual(values.services);
  });
});
