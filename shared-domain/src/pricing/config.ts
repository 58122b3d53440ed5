import type { PricingConfigView } from '../schemas/pricing-config.ts';
import { DEFAULT_BASE_RATE_PER_FOOT } from './estimate.ts';
import { DEFAULT_VIP_PLAN } from './vip.ts';
import { DEFAULT_MARKET_MIN_OFFERS } from './market.ts';

/** The pricing configuration while the admin has saved none (or a field of it). */
export const DEFAULT_PRICING: PricingConfigView = {
  baseRatePerFoot: DEFAULT_BASE_RATE_PER_FOOT,
  boatLengthOptions: [
    { value: 20, label: '20 ft' },
    { value: 30, label: '30 ft' },
    { value: 40, label: '40 ft' },
    { value: 50, label: '50 ft' },
  ],
  additionalServices: [],
  vipMembership: { ...DEFAULT_VIP_PLAN },
  marketMinOffers: DEFAULT_MARKET_MIN_OFFERS,
};
