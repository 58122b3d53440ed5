export interface ServiceAreaMapProps {
  latitude: number;
  longitude: number;
  /** km */
  radius: number;
  onMove(point: { latitude: number; longitude: number }): void;
}

/** Five decimals (about a metre): what a dragged centre is saved with. */
export const toPoint = (latitude: number, longitude: number) => ({
  latitude: Number(latitude.toFixed(5)),
  longitude: Number(longitude.toFixed(5)),
});
