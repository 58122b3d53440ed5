import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live-connection.ts';

describe('reconnectDelay', () => {
  it('waits a random time up to a bound that doubles from 1 s to at most 30 s', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(12, () => 1)).toBe(30_000);
    expect(reconnectDelay(5, () => 0)).toBe(0);
    expect(reconnectDelay(4, () => 0.5)).toBe(8_000);
  });
});
