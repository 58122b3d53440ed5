import { describe, expect, it } from 'vitest';
import { environmentOf, hostEnvironments } from './hosts.ts';

describe('the environment of a host', () => {
  it('reads the embedded default: localhost is production, staging.localhost staging', () => {
    const map = hostEnvironments('localhost=production staging.localhost=staging');
    expect(environmentOf('localhost:8080', map)).toBe('production');
    expect(environmentOf('STAGING.localhost:8080', map)).toBe('staging');
    expect(environmentOf('qa.localhost', map)).toBe('qa');
    expect(environmentOf('boatcare.example', map)).toBe('production');
  });

  it('takes configured hosts first', () => {
    const map = hostEnvironments('staging.boatcare.example=staging preview.localhost=staging');
    expect(environmentOf('staging.boatcare.example', map)).toBe('staging');
    expect(environmentOf('preview.localhost:443', map)).toBe('staging');
  });
});
