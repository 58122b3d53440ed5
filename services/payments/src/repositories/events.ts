import { isDuplicateKey } from '@boatcare/server-kit';
import { ProcessedEventModel } from '../models/processed-event.ts';

/** Claims an event id: true the first time, false for a replay (the unique index decides). */
export async function claimEvent(eventId: string, type: string): Promise<boolean> {
  try {
    await ProcessedEventModel.create({ eventId, type });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Gives a claim back when handling failed, so the provider's retry is handled. */
export async function releaseEvent(eventId: string): Promise<void> {
  await ProcessedEventModel.deleteOne({ eventId });
}
