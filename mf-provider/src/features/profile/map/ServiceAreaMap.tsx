import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { GoogleServiceAreaMap, MapsSwitch } from '@boatcare/shared-ui';
import { toPoint, type ServiceAreaMapProps } from './props.ts';
import styles from './ServiceAreaMap.module.css';

// One variant's code loads: Leaflet and the coastline data here, or Google's map from shared-ui
// (with @react-google-maps/api, which this remote does not bundle).
const OfflineServiceAreaMap = lazy(() => import('./OfflineServiceAreaMap.tsx'));

/** The service-area map: Google's with a Maps key, the offline one otherwise (ADR 0012). */
export default function ServiceAreaMap(props: ServiceAreaMapProps) {
  const { t } = useTranslation();
  return (
    <MapsSwitch
      google={
        <GoogleServiceAreaMap
          {...props}
          onMove={(point) => props.onMove(toPoint(point.latitude, point.longitude))}
          centreTitle={t('supplierProfile.mapCentre')}
          frameClassName={styles.frame}
          mapClassName={styles.map}
        />
      }
      offline={<OfflineServiceAreaMap {...props} />}
      loading={<p role="status">{t('supplierProfile.mapLoading')}</p>}
    />
  );
}
