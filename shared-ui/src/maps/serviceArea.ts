import { lazy } from 'react';

export interface GoogleServiceAreaMapProps {
  latitude: number;
  longitude: number;
  /** km */
  radius: number;
  /** Where the centre was dragged to, as Google gives it (the caller rounds). */
  onMove(point: { latitude: number; longitude: number }): void;
  /** The centre marker's title. */
  centreTitle: string;
  /** The caller's look: the frame around the map and the map's box (its height). */
  frameClassName?: string;
  mapClassName?: string;
}

/**
 * Google's service-area map, for MapsSwitch's `google` slot. Its own chunk, with
 * @react-google-maps/api: loaded only once Google's script is, and from the shell's shared-ui,
 * so the package exists once on a page.
 */
export const GoogleServiceAreaMap = lazy(() => import('./GoogleServiceAreaMap.tsx'));
