import { describe, expect, it } from 'vitest';
import { readCareIntervals } from '@boatcare/server-kit';
import { DEFAULT_CARE_INTERVALS } from '@boatcare/shared-domain/schemas/pricing-config';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();

describe("boats' care intervals", () => {
  it('the admin reads the defaults, saves new months, and the shared reading follows', async () => {
    const first = await call(callers.admin, 'GET', '/api/pricing/care');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_CARE_INTERVALS);
    const months = { waxMonths: 4, ceramicMonths: 36, engineServiceMonths: 6 };
    const saved = await call(callers.admin, 'POST', '/api/pricing/care', months);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...months, message: 'Care intervals saved' });
    expect(await readCareIntervals()).toEqual(months);
  });

  it('refuses months out of range, and anyone but an admin', async () => {
    const wrong = await call(callers.admin, 'POST', '/api/pricing/care', {
      waxMonths: 0,
      ceramicMonths: 24,
      engineServiceMonths: 12,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('adminPricing.care.months');
    for (const caller of [null, callers.customer]) {
      const response = await call(caller, 'POST', '/api/pricing/care', DEFAULT_CARE_INTERVALS);
      expect([401, 403]).toContain(response.statusCode);
      expect((await call(caller, 'GET', '/api/pricing/care')).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    }
  });
});
