import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MapsSwitch } from '@boatcare/shared-ui';
import type { ServiceAreaMapProps } from './props.ts';

// One variant's code loads: Leaflet and the coastline data, or @react-google-maps/api.
const OfflineServiceAreaMap = lazy(() => import('./OfflineServiceAreaMap.tsx'));
const GoogleServiceAreaMap = lazy(() => import('./GoogleServiceAreaMap.tsx'));

/** The service-area map: Google's with a Maps key, the offline one otherwise (ADR 0012). */
export default function ServiceAreaMap(props: ServiceAreaMapProps) {
  const { t } = useTranslation();
  return (
    <MapsSwitch
      google={<GoogleServiceAreaMap {...props} />}
      offline={<OfflineServiceAreaMap {...props} />}
      loading={<p role="status">{t('supplierProfile.mapLoading')}</p>}
    />
  );
}
