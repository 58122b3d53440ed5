import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { PricingConfigModel } from '@boatcare/server-kit/models';
import { DEFAULT_VIP_PLAN } from '@boatcare/shared-domain';
import { backoffice } from '../../../../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(backoffice);
});
afterAll(() => service.close());

describe('GET /api/pricing/config', () => {
  it('answers the default VIP plan without a token when nothing is configured', async () => {
    const response = await service.app.inject({ url: '/api/pricing/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ vipMembership: DEFAULT_VIP_PLAN });
  });

  it('answers the configured price, on the public twin path too', async () => {
    await PricingConfigModel.create({
      vipMembership: { monthlyPrice: 19_99, discountPercentage: null },
    });
    for (const url of ['/api/pricing/config', '/pricing/config']) {
      const response = await service.app.inject({ url });
      expect(response.json()).toEqual({
        vipMembership: {
          monthlyPrice: 19_99,
          discountPercentage: DEFAULT_VIP_PLAN.discountPercentage,
        },
      });
    }
  });
});
