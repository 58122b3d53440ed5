import { afterEach, describe, expect, it } from 'vitest';
import { saveCareIntervals, setClockOffset } from '@boatcare/server-kit';
import { DEFAULT_CARE_INTERVALS } from '@boatcare/shared-domain/schemas/pricing-config';
import { NotificationModel } from '@boatcare/server-kit/models';
import { bearer, useBeforeAll, useTestService } from '@boatcare/server-kit/testing';
import { addMonths } from '@boatcare/shared-domain/schemas/boat';
import { marketplace } from '../../../src/app.ts';
import { remindCareDue } from '../../../src/workers/boats-care.ts';
import { BIDDER_PROFILE, createJob, createJobPost } from '../../fixtures.ts';
import { driveJob } from '../../social.ts';
import { photosFor } from '../jobs/lifecycle-fixtures.ts';
import { photo } from '../jobpost/uploads.ts';
// The same reading of a PDF's text as the end-to-end journey's.
import { pdfText } from '../../../../../e2e/support/pdf.ts';
import { PDF, addBoat, call, upload } from './boats-fixtures.ts';

const service = useTestService(marketplace);
const people = useBeforeAll(async () => ({
  owner: await service.createUser({ user_type: 1, first_name: 'Olga' }),
  other: await service.createUser({ user_type: 1 }),
  provider: await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE }),
}));
afterEach(() => setClockOffset(0));

const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

/** A job on a request for `boat`, driven to `to`, with before/after photos. */
async function jobOn(boat: string, to: 'done' | 'confirmed', services = {}) {
  const post = await createJobPost(people.owner.id, {
    boat,
    status: 'bid_accepted',
    title: 'Spring polish',
    services: { polishing: true, coating: 'ceramic', ...services },
  });
  const job = await createJob({
    jobPost: post,
    auctioneer: people.owner.id,
    bidder: people.provider.id,
    bid_amount: 450_00,
  });
  await photosFor(job);
  await driveJob(job, people.owner.id, people.provider.id, to);
  return { post, job };
}

const page = async (boat: string) =>
  (await call(service, people.owner, 'GET', `/boats/${boat}`)).json().data;

describe('the logbook', () => {
  it('a confirmed job writes its entry: provider, services, photos, amount, then the review', async () => {
    const boat = await addBoat(service, people.owner);
    const { job: pending } = await jobOn(boat, 'done');
    expect((await page(boat)).logbook).toEqual([]);
    const { job, post } = await jobOn(boat, 'confirmed');
    let [entry] = (await page(boat)).logbook;
    expect(entry).toMatchObject({
      id: job,
      source: 'job',
      date: today(),
      kind: 'job',
      title: 'Spring polish',
      provider: BIDDER_PROFILE.title,
      amount: 450_00,
      requestId: post,
      review: null,
    });
    expect(entry.services).toEqual(['cleaning', 'polishing', 'ceramic']);
    expect(entry.photos.map((one: { phase: string }) => one.phase)).toEqual(['before', 'after']);
    const reviewed = await service.app.inject({
      method: 'PUT',
      url: `/reviews/job/${job}`,
      payload: { rating: 5, text: 'Shines like new.' },
      headers: bearer(people.owner.token),
    });
    expect(reviewed.statusCode).toBe(200);
    [entry] = (await page(boat)).logbook;
    expect(entry.review).toEqual({ rating: 5, text: 'Shines like new.' });
    // The job still waiting for confirmation is not in the logbook, but is among the requests.
    expect((await page(boat)).requests.map((one: { jobStatus: string }) => one.jobStatus)).toEqual(
      expect.arrayContaining(['done', 'confirmed']),
    );
    expect(pending).toBeTruthy();
  });

  it('the owner adds own entries with photos and PDFs; another owner cannot touch them', async () => {
    const boat = await addBoat(service, people.owner);
    const image = await photo(800, 600);
    const added = await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'haulOut', date: '2026-10-01', title: 'Autumn haul-out', notes: 'At the yard' },
      [
        { name: 'file', body: image },
        { name: 'file', body: PDF, type: 'application/pdf', filename: 'invoice.pdf' },
      ],
    );
    expect(added.statusCode).toBe(201);
    const entry = added.json().data;
    expect(entry).toMatchObject({ source: 'owner', kind: 'haulOut', date: '2026-10-01' });
    expect(entry.photos).toHaveLength(1);
    expect(entry.documents).toHaveLength(1);
    // The document is served at its signed address only, as a PDF.
    const document = await service.app.inject({
      method: 'GET',
      url: entry.documents[0].url.replace('/v1', ''),
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    const unsigned = entry.documents[0].url.replace('/v1', '').split('?')[0];
    expect((await service.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(403);

    const refused = await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'other', date: '2026-10-02', title: 'A text file' },
      [{ name: 'file', body: Buffer.from('hello'), type: 'text/plain' }],
    );
    expect(refused.statusCode).toBe(415);
    // The files are optional, but a `file` part sent as text is no file: refused, not ignored.
    const text = await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'wash', date: '2026-10-02', title: 'Text for a file', file: '{}' },
      [],
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'errors.filePartExpected',
      details: [{ path: 'file', code: 'errors.filePartExpected' }],
    });
    const future = await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'wash', date: '2099-01-01', title: 'Later' },
      [],
    );
    expect(future.statusCode).toBe(400);

    const foreign = await upload(
      service,
      people.other,
      `/boats/${boat}/logbook`,
      { kind: 'wash', date: '2026-10-02', title: 'Not mine' },
      [],
    );
    expect(foreign.statusCode).toBe(404);
    const otherBoat = await addBoat(service, people.other);
    const crossed = await call(
      service,
      people.other,
      'DELETE',
      `/boats/${otherBoat}/logbook/${entry.id}`,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await page(boat)).logbook).toHaveLength(1);
    const removed = await call(
      service,
      people.owner,
      'DELETE',
      `/boats/${boat}/logbook/${entry.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await page(boat)).logbook).toHaveLength(0);
  });

  it('shows what is due: a ceramic coating in 24 months, an engine service of the owner in 12', async () => {
    const boat = await addBoat(service, people.owner);
    await jobOn(boat, 'confirmed');
    await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'engineService', date: '2026-03-01', title: 'Engine service at the yard' },
      [],
    );
    const due = (await page(boat)).due;
    expect(due).toEqual([
      {
        item: 'engineService',
        lastDone: '2026-03-01',
        dueDate: '2027-03-01',
        overdue: expect.any(Boolean),
      },
      { item: 'ceramic', lastDone: today(), dueDate: addMonths(today(), 24), overdue: false },
    ]);
  });

  it("follows the admin's care intervals", async () => {
    const boat = await addBoat(service, people.owner, { boatName: 'Interval boat' });
    await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'coating', coating: 'wax', date: '2026-01-31', title: 'Waxed' },
      [],
    );
    expect((await page(boat)).due[0]).toMatchObject({ item: 'wax', dueDate: '2026-04-30' });
    await saveCareIntervals({ ...DEFAULT_CARE_INTERVALS, waxMonths: 6 });
    try {
      expect((await page(boat)).due[0]).toMatchObject({ item: 'wax', dueDate: '2026-07-31' });
    } finally {
      await saveCareIntervals(DEFAULT_CARE_INTERVALS);
    }
  });

  it('reminds the owner once, shortly before a coating is due (the clock moved)', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const boat = await addBoat(service, owner, { boatName: 'Reminder boat' });
    await upload(
      service,
      owner,
      `/boats/${boat}/logbook`,
      { kind: 'coating', coating: 'wax', date: today(), title: 'Waxed it myself' },
      [],
    );
    const rows = () => NotificationModel.find({ receiver: owner.id, kind: 'careDue' }).lean();
    await remindCareDue();
    expect(await rows()).toHaveLength(0);
    const dueIn = Date.parse(addMonths(today(), 3)) - Date.now();
    setClockOffset(dueIn - 10 * DAY);
    await remindCareDue();
    await remindCareDue();
    const sent = await rows();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: 'notify-care-due',
      values: { title: 'Reminder boat', careItem: 'wax', dueDay: addMonths(today(), 3) },
    });
    expect(sent[0]?.path).toBe(`create-request?boat=${boat}&again=wax`);
  });

  it('the PDF has the entries, in the language asked, with only what the owner chose', async () => {
    const boat = await addBoat(service, people.owner, { boatName: 'PDF boat' });
    await jobOn(boat, 'confirmed');
    await upload(
      service,
      people.owner,
      `/boats/${boat}/logbook`,
      { kind: 'wash', date: '2026-05-02', title: 'Own wash at the pier' },
      [],
    );
    const english = await call(
      service,
      people.owner,
      'GET',
      `/boats/${boat}/logbook/pdf?lang=en&includeAmounts=true`,
    );
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = pdfText(english.rawPayload);
    expect(text).toContain('Logbook: PDF boat');
    expect(text).toContain('Spring polish');
    expect(text).toContain('Own wash at the pier');
    expect(text).toContain('Amount');
    const danish = pdfText(
      (
        await call(
          service,
          people.owner,
          'GET',
          `/boats/${boat}/logbook/pdf?lang=da&includeOwnEntries=false`,
        )
      ).rawPayload,
    );
    expect(danish).toContain('Logbog: PDF boat');
    expect(danish).toContain('Spring polish');
    expect(danish).not.toContain('Own wash at the pier');
    expect(danish).not.toContain('Beløb');
  });
});
