import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import type { City } from '@rbt/contracts';
import { spreadOffsets } from './spread-markers';

/** Markers whose edges come closer than this on screen are spread apart. */
const SPREAD_GAP_PX = 4;
const FIT_PADDING: L.PointExpression = [24, 24];
/** A single selected city is shown with its region, not at street level. */
const FIT_MAX_ZOOM = 7;

type LatLng = [number, number];
const boundsOf = (cities: readonly City[]) => L.latLngBounds(cities.map((c) => [c.lat, c.lng] as LatLng));

/**
 * The wizard map's view: it opens fitted to the selected cities, or to every city when none is selected
 * (the spec's fixed centre and zoom cropped Karachi, Gwadar and the north, and showed 18 of 42 cities on a phone).
 * Afterwards it moves only when a selected city is out of view (a preset, a resumed draft, the keyboard list), never
 * under a click on the map. Answers where each city's marker goes: its place, or spread from a too-close neighbour.
 */
export function useMapView(
  map: L.Map | null,
  cities: readonly City[],
  selected: readonly string[],
  sizeOf: (c: City) => number,
  sizeKey: string,
): (c: City) => LatLng {
  const [zoom, setZoom] = useState<number | null>(null);
  const fitted = useRef(false);

  useEffect(() => {
    if (!map) return;
    const onZoom = () => setZoom(map.getZoom());
    map.on('zoomend', onZoom);
    return () => {
      map.off('zoomend', onZoom);
    };
  }, [map]);

  useEffect(() => {
    // A map without a size (jsdom, a hidden tab) has no view to fit.
    if (!map || map.getSize().x === 0 || cities.length === 0) return;
    const chosen = cities.filter((c) => selected.includes(c.id));
    const first = !fitted.current;
    const outOfView = chosen.some((c) => !map.getBounds().contains([c.lat, c.lng]));
    if (first || outOfView) {
      map.fitBounds(boundsOf(chosen.length ? chosen : cities), {
        padding: FIT_PADDING,
        maxZoom: FIT_MAX_ZOOM,
        animate: !first,
      });
      fitted.current = true;
      setZoom(map.getZoom());
    }
  }, [map, cities, selected]);

  const positions = useMemo(() => {
    const at = new Map<string, LatLng>();
    if (!map || zoom === null) return at;
    const points = cities.map((c) => {
      const p = map.latLngToLayerPoint([c.lat, c.lng]);
      return { id: c.id, x: p.x, y: p.y, size: sizeOf(c) };
    });
    const offsets = spreadOffsets(points, SPREAD_GAP_PX);
    for (const p of points) {
      const d = offsets.get(p.id);
      if (!d) continue;
      const ll = map.layerPointToLatLng([p.x + d[0], p.y + d[1]]);
      at.set(p.id, [ll.lat, ll.lng]);
    }
    return at;
    // sizeOf changes identity on every render; sizeKey says when its answers change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, zoom, cities, sizeKey]);

  return (c: City) => positions.get(c.id) ?? [c.lat, c.lng];
}
