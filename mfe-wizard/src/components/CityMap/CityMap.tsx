import { lazy, Suspense } from 'react';
import { MapLoading } from './MapLoading/MapLoading';
import { useAfterPaint } from './use-after-paint';
import type { CityMapProps } from './LeafletCityMap';

export type { CityMapProps } from './LeafletCityMap';

// Leaflet is the wizard's largest dependency after EUI: step 1 is usable (search, filters, selected cities)
// before it arrives, so it is its own chunk, fetched once the page has painted.
// Its popups' few words are in step 1's catalog: an English step 1 fetches no later words at all.
const LeafletCityMap = lazy(() => import('./LeafletCityMap').then((m) => ({ default: m.LeafletCityMap })));

/** Spec §2 map of the cities; the map itself is LeafletCityMap, loaded after the page's first paint. */
export function CityMap(props: CityMapProps) {
  const painted = useAfterPaint();
  const placeholder = <MapLoading height={props.height} />;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletCityMap {...props} />
    </Suspense>
  );
}
