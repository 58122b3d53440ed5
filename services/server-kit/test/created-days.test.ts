import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backfillCreatedDays,
  createdDayOf,
  createdDays,
  setClockOffset,
  type ServiceDefinition,
} from '../src/index.ts';
import { defineModel } from '../src/models/index.ts';
import { buildTestService, type TestService } from '../src/testing/index.ts';

const schema = new Schema(
  { name: String },
  {
    collection: 'created_days_test_rows',
    timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
  },
);
schema.plugin(createdDays);
const RowModel = defineModel('CreatedDaysTestRow', schema);

const kit: ServiceDefinition = { name: 'kit', description: 'created days', routes: async () => {} };
let service: TestService;

beforeAll(async () => {
  service = await buildTestService(kit);
});
afterAll(async () => {
  setClockOffset(0);
  await service.close();
});

describe('the day a row was created', () => {
  it('is stored with each new row, from its creation date, also by insertMany', async () => {
    const created = await RowModel.create({ name: 'one' });
    const [inserted] = await RowModel.insertMany([{ name: 'two' }]);
    for (const row of [created, inserted]) {
      const stored = await RowModel.findById(row!._id).lean();
      expect(stored?.created_day).toBe(createdDayOf(stored!.created_date));
    }
  });

  it('follows the service clock, and is not changed by later saves', async () => {
    setClockOffset(-3 * 86_400_000);
    const row = await RowModel.create({ name: 'three days ago' });
    setClockOffset(0);
    expect(row.created_day).toBe(createdDayOf(new Date()) - 3);
    row.name = 'renamed';
    await row.save();
    expect((await RowModel.findById(row._id).lean())?.created_day).toBe(row.created_day);
  });

  it('is set on the insert of an upsert', async () => {
    await RowModel.updateOne(
      { name: 'upserted' },
      { $setOnInsert: { name: 'upserted' } },
      { upsert: true },
    );
    const stored = await RowModel.findOne({ name: 'upserted' }).lean();
    expect(stored?.created_day).toBe(createdDayOf(stored!.created_date));
  });

  it('is given once to rows stored without it (or with a wrong one)', async () => {
    const at = new Date('2025-03-04T23:59:59.999Z');
    const { insertedIds } = await RowModel.collection.insertMany([
      { name: 'old', created_date: at },
      { name: 'wrong', created_date: at, created_day: 1 },
    ]);
    expect(await backfillCreatedDays(RowModel, 'migration:created-days-test')).toBe(2);
    for (const id of Object.values(insertedIds)) {
      expect((await RowModel.findById(id).lean())?.created_day).toBe(createdDayOf(at));
    }
    // The migration's key is claimed: a second start does nothing.
    await RowModel.collection.insertOne({ name: 'later', created_date: at });
    expect(await backfillCreatedDays(RowModel, 'migration:created-days-test')).toBe(0);
  });
});
