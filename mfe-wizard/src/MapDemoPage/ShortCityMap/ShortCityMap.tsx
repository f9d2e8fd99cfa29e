import 'leaflet/dist/leaflet.css';
import '../../map/map.css';
import L from 'leaflet';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { EuiButton, EuiText } from '@elastic/eui';
import type { ShortCity } from '@rbt/contracts';
import { useMapTileUrl } from '../../api/map-config';
import { MAP_CENTER, MAP_ZOOM } from '../../map/city-markers';
import { PAKISTAN_OUTLINE } from '../../map/pakistan-outline';
import { SIZE_LABEL, SIZE_PX, type SizeClass } from '../map-demo';

const ICONS = new Map<string, L.DivIcon>();
/** One icon object per size class and state, so react-leaflet only redraws markers that changed. */
export function shortCityIcon(size: SizeClass, selected: boolean): L.DivIcon {
  const key = `${size}/${selected}`;
  let icon = ICONS.get(key);
  if (!icon) {
    const px = SIZE_PX[size];
    icon = L.divIcon({
      className: `rbt-city-marker rbt-class-${size}${selected ? ' rbt-selected' : ''}`,
      iconSize: [px, px],
      html: '',
    });
    ICONS.set(key, icon);
  }
  return icon;
}

const outlineStyle = (withTiles: boolean) => (f?: { properties?: { kind?: string } }) =>
  f?.properties?.kind === 'country'
    ? { color: '#5a6b7b', weight: 2, fillColor: '#f5f7f0', fillOpacity: withTiles ? 0 : 1 }
    : { color: '#8a99a8', weight: 1, dashArray: '4 4' };

export interface ShortCityMapProps {
  cities: readonly ShortCity[];
  selected: readonly string[];
  onToggle(id: string): void;
}

/** The demo map: the bundled outline of Pakistan (tiles when MAP_TILE_URL is set) and a marker per short-list city. */
export function ShortCityMap({ cities, selected, onToggle }: ShortCityMapProps) {
  const tileUrl = useMapTileUrl();
  return (
    <div data-testid="demo-map">
      <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} className="rbt-map" scrollWheelZoom={false}>
        {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles" />}
        {L.Browser.svg && (
          <GeoJSON
            key={tileUrl ? 'tiles' : 'offline'}
            data={PAKISTAN_OUTLINE}
            style={outlineStyle(!!tileUrl)}
            interactive={false}
          />
        )}
        {cities.map((c) => {
          const on = selected.includes(c.id);
          return (
            <Marker
              key={c.id}
              position={[c.lat, c.lng]}
              icon={shortCityIcon(c.sizeClass, on)}
              title={c.name}
              alt={c.name}
            >
              <Popup>
                <EuiText size="s">
                  <strong>{c.name}</strong>
                  <div>Users: {c.users}</div>
                  <div>Size: {SIZE_LABEL[c.sizeClass]}</div>
                </EuiText>
                <EuiButton
                  size="s"
                  fill={!on}
                  color={on ? 'danger' : 'primary'}
                  onClick={() => onToggle(c.id)}
                  style={{ marginTop: 8 }}
                >
                  {on ? 'Deselect' : 'Select'}
                </EuiButton>
              </Popup>
            </Marker>
          );
        })}
      </MapContainer>
    </div>
  );
}
