import 'leaflet/dist/leaflet.css';
import '../map.css';
import { memo, useState } from 'react';
import L from 'leaflet';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { EuiButton, EuiText } from '@elastic/eui';
import type { City } from '@rbt/contracts';
import { mapBudget, markerSize } from '@rbt/pricing';
import { useMapTileUrl } from '../../api/map-config';
import { PAKISTAN_OUTLINE } from '../pakistan-outline';
import { cityIcon, MAP_CENTER, MAP_ZOOM, MARKER_PX } from '../city-markers';
import { useMapView } from '../use-map-view';
import { formatCountCompact, formatPkrCompact } from '@rbt/web-kit';

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

// With tiles the outline is only drawn as lines over them; offline it is the land itself.
const outlineStyle = (withTiles: boolean) => (f?: { properties?: { kind?: string } }) =>
  f?.properties?.kind === 'country'
    ? { color: '#5a6b7b', weight: 2, fillColor: '#f5f7f0', fillOpacity: withTiles ? 0 : 1 }
    : { color: '#8a99a8', weight: 1, dashArray: '4 4' };

// The outline is drawn in SVG; without it (very old browsers, jsdom) the markers still work on their own.
const CAN_DRAW_VECTORS = L.Browser.svg;

/** Spec §2 map (loaded after first paint through CityMap): Pakistan at 30.3753, 69.3451, zoom 6, one marker per city with an info window. */
export const LeafletCityMap = memo(
  function LeafletCityMap({ cities, selected, audienceOf, budgetOf, filterKey, onToggle, height = 500 }: CityMapProps) {
    const tileUrl = useMapTileUrl();
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
          {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles" />}
          {CAN_DRAW_VECTORS && (
            <GeoJSON
              key={tileUrl ? 'tiles' : 'offline'}
              data={PAKISTAN_OUTLINE}
              style={outlineStyle(!!tileUrl)}
              interactive={false}
            />
          )}
          {cities.map((c) => {
            const users = audienceOf(c);
            const isSelected = selected.includes(c.id);
            return (
              <Marker key={c.id} position={placeOf(c)} icon={cityIcon(users, isSelected)} title={c.name} alt={c.name}>
                <Popup>
                  <EuiText size="s" data-testid={`popup-${c.id}`}>
                    <strong>{c.name}</strong>
                    <div>Province: {c.province}</div>
                    <div>Targeted users: {formatCountCompact(users)}</div>
                    <div>
                      Estimated budget (whole audience, before fee and VAT):{' '}
                      {formatPkrCompact(budgetOf ? budgetOf(c) : mapBudget(users))}
                    </div>
                  </EuiText>
                  <EuiButton
                    size="s"
                    fill={!isSelected}
                    color={isSelected ? 'danger' : 'primary'}
                    onClick={() => onToggle(c.id)}
                    style={{ marginTop: 8 }}
                  >
                    {isSelected ? 'Remove City' : 'Add City'}
                  </EuiButton>
                </Popup>
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
