import { useLiveEvents } from './useLiveEvents.ts';

/** Keeps the signed-in user's live connection while mounted (renders nothing). */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
