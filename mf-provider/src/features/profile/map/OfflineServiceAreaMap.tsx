import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import {
  Circle,
  CircleMarker,
  GeoJSON,
  MapContainer,
  Marker,
  Tooltip,
  useMap,
} from 'react-leaflet';
import { feature } from 'topojson-client';
import type { FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { HARBOURS } from '@boatcare/shared-domain/harbours';
import 'leaflet/dist/leaflet.css';
import styles from './ServiceAreaMap.module.css';
import { toPoint, type ServiceAreaMapProps } from './props.ts';

/** Natural Earth's coastlines (world-atlas, 1:50m), shipped with this chunk: no tile server. */
function useLand(): FeatureCollection | null {
  const [land, setLand] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    let live = true;
    void import('world-atlas/land-50m.json').then((module: { default?: unknown }) => {
      const topology = (module.default ?? module) as Topology<{ land: GeometryCollection }>;
      if (live) setLand(feature(topology, topology.objects.land));
    });
    return () => {
      live = false;
    };
  }, []);
  return land;
}

/** Keeps the service area in view when the centre or radius changes. */
function FitCircle({ latitude, longitude, radius }: Omit<ServiceAreaMapProps, 'onMove'>) {
  const map = useMap();
  useEffect(() => {
    const fit = () =>
      map.fitBounds(L.latLng(latitude, longitude).toBounds(radius * 2000 * 1.15), {
        animate: false,
      });
    fit();
    // A narrower screen (a phone turned, a window resized) keeps the whole area in view.
    map.on('resize', fit);
    return () => {
      map.off('resize', fit);
    };
  }, [map, latitude, longitude, radius]);
  return null;
}

const centreIcon = L.divIcon({
  className: styles.centre ?? '',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/**
 * The offline service-area map: land drawn from Natural Earth, the harbours as places, a
 * draggable centre and the radius circle.
 */
export default function OfflineServiceAreaMap({
  latitude,
  longitude,
  radius,
  onMove,
}: ServiceAreaMapProps) {
  const { t } = useTranslation();
  const land = useLand();
  const handlers = useMemo(
    () => ({
      dragend(event: L.LeafletEvent) {
        const point = (event.target as L.Marker).getLatLng();
        onMove(toPoint(point.lat, point.lng));
      },
    }),
    [onMove],
  );
  return (
    <div className={styles.frame} data-testid="service-area-map">
      <MapContainer
        className={styles.map}
        center={[latitude, longitude]}
        zoom={7}
        minZoom={3}
        maxZoom={12}
        worldCopyJump
      >
        {land && (
          <GeoJSON
            data={land}
            style={{ color: '#5b7a8c', weight: 1, fillColor: '#e8efe6', fillOpacity: 1 }}
            attribution="Natural Earth"
          />
        )}
        {HARBOURS.map((harbour) => (
          <CircleMarker
            key={harbour.placeId}
            center={[harbour.latitude, harbour.longitude]}
            radius={3}
            pathOptions={{ color: '#0b3954', weight: 1, fillColor: '#0b3954', fillOpacity: 0.8 }}
          >
            <Tooltip>
              {harbour.name}, {harbour.city}
            </Tooltip>
          </CircleMarker>
        ))}
        <Circle
          center={[latitude, longitude]}
          radius={radius * 1000}
          pathOptions={{ color: '#0f8b8d', weight: 2, fillColor: '#0f8b8d', fillOpacity: 0.15 }}
        />
        <Marker
          position={[latitude, longitude]}
          icon={centreIcon}
          draggable
          keyboard
          title={t('supplierProfile.mapCentre')}
          alt={t('supplierProfile.mapCentre')}
          eventHandlers={handlers}
        />
        <FitCircle latitude={latitude} longitude={longitude} radius={radius} />
      </MapContainer>
    </div>
  );
}
