import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleF, GoogleMap, MarkerF } from '@react-google-maps/api';
import { boundingBox } from '@boatcare/shared-domain';
import { toPoint, type ServiceAreaMapProps } from './props.ts';
import styles from './ServiceAreaMap.module.css';

const MAP_OPTIONS: google.maps.MapOptions = {
  streetViewControl: false,
  mapTypeControl: false,
  fullscreenControl: false,
  clickableIcons: false,
  minZoom: 3,
  maxZoom: 12,
};

const CIRCLE_OPTIONS: google.maps.CircleOptions = {
  strokeColor: '#0f8b8d',
  strokeWeight: 2,
  fillColor: '#0f8b8d',
  fillOpacity: 0.15,
  clickable: false,
};

/**
 * The service-area map on Google Maps (a Maps key is configured and its script loaded, see
 * MapsSwitch): a draggable centre and the radius circle, kept in view as either changes.
 */
export default function GoogleServiceAreaMap({
  latitude,
  longitude,
  radius,
  onMove,
}: ServiceAreaMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const centre = useMemo(() => ({ lat: latitude, lng: longitude }), [latitude, longitude]);

  useEffect(() => {
    if (!map) return;
    const box = boundingBox({ latitude, longitude }, radius * 1.15);
    map.fitBounds({
      north: box.maxLatitude,
      south: box.minLatitude,
      east: box.maxLongitude,
      west: box.minLongitude,
    });
  }, [map, latitude, longitude, radius]);

  return (
    <div className={styles.frame} data-testid="service-area-map">
      <GoogleMap
        mapContainerClassName={styles.map}
        center={centre}
        zoom={7}
        options={MAP_OPTIONS}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
      >
        <MarkerF
          position={centre}
          draggable
          title={t('supplierProfile.mapCentre')}
          onDragEnd={(event) => {
            if (event.latLng) onMove(toPoint(event.latLng.lat(), event.latLng.lng()));
          }}
        />
        <CircleF center={centre} radius={radius * 1000} options={CIRCLE_OPTIONS} />
      </GoogleMap>
    </div>
  );
}
