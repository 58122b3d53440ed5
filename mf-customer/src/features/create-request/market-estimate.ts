import { useWatch } from 'react-hook-form';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { MARKET_SERVICES } from '@boatcare/shared-domain/schemas/market';
import { useEndpoint } from '@boatcare/shared-ui';
import type { WizardForm } from './schema.ts';

/**
 * The market's range for the job being described (GET /jobpost/market-estimate), null while the
 * market is thin or the boat's place is not chosen yet: the formula's estimate stays then.
 */
export function useMarketEstimate(form: WizardForm, wanted: boolean) {
  const [lengthFeet, services, flybridge, extras, location] = useWatch({
    control: form.control,
    name: ['lengthFeet', 'services', 'flybridge', 'additionalServices', 'location'],
  });
  const chosen = { ...services, flybridge };
  const query = {
    lengthFeet,
    latitude: location?.latitude ?? 0,
    longitude: location?.longitude ?? 0,
    services: MARKET_SERVICES.filter((name) => chosen[name]).join(','),
    coating: services.coating,
    extras: (extras ?? []).join(','),
  };
  const placed = location?.latitude !== undefined && location.longitude !== undefined;
  const market = useEndpoint(
    jobpost.marketEstimate,
    { query },
    { enabled: wanted && placed && lengthFeet > 0, staleTime: 60_000 },
  );
  return market.data?.range ? { range: market.data.range, offers: market.data.offers } : null;
}
