import 'leaflet/dist/leaflet.css';
import './map.css';
import { memo, useState } from 'react';
import L from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import type { City } from '@rbt/contracts';
import { mapBudget, markerSize } from '@rbt/pricing';
import { cityIcon, MAP_CENTER, MAP_ZOOM, MARKER_PX } from './city-markers';
import { useMapView } from './use-map-view';
import { CityPopup } from './CityPopup/CityPopup';
import { MapBackground } from './MapBackground/MapBackground';
import { formatCountCompact, formatPkrCompact } from '@rbt/web-kit';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';

export interface CityMapProps {
  cities: readonly City[];
  selected: readonly string[];
  /** Targeted users of a city under the current filters. */
  audienceOf(city: City): number;
  /** The city's whole-audience quote for the current dates, slots and cap (before fee and VAT); the spec's users × 2.5 without it. */
  budgetOf?(city: City): number;
  /** Changes whenever budgetOf would answer differently (dates, slots, cap). */
  budgetKey?: string;
  /** Changes whenever audienceOf would answer differently (the map only redraws then). */
  filterKey: string;
  onToggle(id: string): void;
  height?: number;
}

/** Spec §2 map (loaded after first paint through CityMap): Pakistan at 30.3753, 69.3451, zoom 6, one marker per city with an info window. */
export const LeafletCityMap = memo(
  function LeafletCityMap({ cities, selected, audienceOf, budgetOf, filterKey, onToggle, height = 500 }: CityMapProps) {
    const t = useWizT();
    const names = useNames();
    const labels = { select: t('wiz.map.add'), deselect: t('wiz.map.remove') };
    const [map, setMap] = useState<L.Map | null>(null);
    const placeOf = useMapView(map, cities, selected, (c) => MARKER_PX[markerSize(audienceOf(c))], filterKey);
    return (
      <div data-testid="city-map">
        <MapContainer
          ref={setMap}
          center={MAP_CENTER}
          zoom={MAP_ZOOM}
          zoomSnap={0.25}
          className="rbt-map"
          style={{ height }}
          scrollWheelZoom={false}
        >
          <MapBackground />
          {cities.map((c) => {
            const users = audienceOf(c);
            const isSelected = selected.includes(c.id);
            return (
              <Marker
                key={c.id}
                position={placeOf(c)}
                icon={cityIcon(users, isSelected)}
                title={names.city(c.id)}
                alt={names.city(c.id)}
              >
                <CityPopup
                  selected={isSelected}
                  onToggle={() => onToggle(c.id)}
                  labels={labels}
                  testId={`popup-${c.id}`}
                >
                  <strong>{names.city(c.id)}</strong>
                  <div>{t('wiz.map.province', { province: names.province(c.province) })}</div>
                  <div>{t('wiz.map.users', { users: formatCountCompact(users) })}</div>
                  <div>
                    {t('wiz.map.budget', { budget: formatPkrCompact(budgetOf ? budgetOf(c) : mapBudget(users)) })}
                  </div>
                </CityPopup>
              </Marker>
            );
          })}
        </MapContainer>
      </div>
    );
  },
  (a, b) =>
    a.cities === b.cities &&
    a.selected === b.selected &&
    a.filterKey === b.filterKey &&
    a.budgetKey === b.budgetKey &&
    a.onToggle === b.onToggle &&
    a.height === b.height,
);
