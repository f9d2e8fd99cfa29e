import L from 'leaflet';
import { markerSize } from '@rbt/pricing';

/** Pixel diameters of the four marker size classes (spec §2: ≥300000, ≥100000, ≥50000, smaller). */
export const MARKER_PX = [12, 18, 26, 36] as const;

/** An HTML marker (no SVG or canvas needed), sized by the city's filtered audience, highlighted when selected. */
export function cityIcon(audience: number, selected: boolean): L.DivIcon {
  const size = markerSize(audience);
  const key = `${size}${selected}`;
  // One icon object per class: react-leaflet only touches a marker whose icon object changed.
  const cached = ICONS.get(key);
  if (cached) return cached;
  const px = MARKER_PX[size];
  const icon = L.divIcon({
    className: `rbt-city-marker rbt-size-${size}${selected ? ' rbt-selected' : ''}`,
    iconSize: [px, px],
    html: '',
  });
  ICONS.set(key, icon);
  return icon;
}
const ICONS = new Map<string, L.DivIcon>();

export const MAP_CENTER: [number, number] = [30.3753, 69.3451];
export const MAP_ZOOM = 6;
