/**
 * The one reading of "now" for deadlines (auto-confirm, refund notice, review edits), so tests
 * can move time: the CLOCK_OFFSET_MS environment value (integration runs) or setClockOffset.
 */
let offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? 0) || 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

/** Tests only: moves the service's clock by this many milliseconds from the real time. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
