import { describe, expect, it } from 'vitest';
import { SKIP_REFUSING_MS, roundRobin } from './balancer.ts';

describe('roundRobin', () => {
  it('takes the instances in turn', () => {
    const balancer = roundRobin(['http://a', 'http://b']);
    expect([balancer.next(), balancer.next(), balancer.next()]).toEqual([
      'http://a',
      'http://b',
      'http://a',
    ]);
  });

  it('skips an instance that refused a connection for a moment, then takes it again', () => {
    let clock = 0;
    const balancer = roundRobin(['http://a', 'http://b'], () => clock);
    balancer.refused('http://a');
    expect([balancer.next(), balancer.next(), balancer.next()]).toEqual([
      'http://b',
      'http://b',
      'http://b',
    ]);
    clock += SKIP_REFUSING_MS + 1;
    expect(new Set([balancer.next(), balancer.next()])).toEqual(new Set(['http://a', 'http://b']));
  });

  it('still tries a single instance that refused', () => {
    const balancer = roundRobin(['http://a']);
    balancer.refused('http://a');
    expect(balancer.next()).toBe('http://a');
  });
});
