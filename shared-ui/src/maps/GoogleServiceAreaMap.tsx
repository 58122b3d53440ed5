import { useEffect, useMemo, useState } from 'react';
import { CircleF, GoogleMap, MarkerF } from '@react-google-maps/api';
import { boundingBox } from '@boatcare/shared-domain/geo';
import type { GoogleServiceAreaMapProps } from './serviceArea.ts';

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
 * A service area on Google Maps (a Maps key is configured and its script loaded, see
 * MapsSwitch): a draggable centre and the radius circle, kept in view as either changes. Here,
 * beside GoogleGate, so @react-google-maps/api is built once (the shell's shared-ui) and never
 * again into a remote.
 */
export default function GoogleServiceAreaMap({
  latitude,
  longitude,
  radius,
  onMove,
  centreTitle,
  frameClassName,
  mapClassName,
}: GoogleServiceAreaMapProps) {
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
    <div className={frameClassName} data-testid="service-area-map">
      <GoogleMap
        mapContainerClassName={mapClassName}
        center={centre}
        zoom={7}
        options={MAP_OPTIONS}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
      >
        <MarkerF
          position={centre}
          draggable
          title={centreTitle}
          onDragEnd={(event) => {
            if (event.latLng)
              onMove({ latitude: event.latLng.lat(), longitude: event.latLng.lng() });
          }}
        />
        <CircleF center={centre} radius={radius * 1000} options={CIRCLE_OPTIONS} />
      </GoogleMap>
    </div>
  );
}
