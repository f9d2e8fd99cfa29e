import 'leaflet/dist/leaflet.css';
import '../../../components/CityMap/map.css';
import L from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import type { ShortCity } from '@rbt/contracts';
import { MAP_CENTER, MAP_ZOOM } from '../../../components/CityMap/city-markers';
import { CityPopup } from '../../../components/CityMap/CityPopup/CityPopup';
import { MapBackground } from '../../../components/CityMap/MapBackground/MapBackground';
import { formatCountCompact } from '@rbt/web-kit';
import { SIZE_PX, type SizeClass } from '../map-demo';
import { useWizT } from '../../../messages';
import { useNames } from '../../../messages/reference';

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

export interface ShortCityMapProps {
  cities: readonly ShortCity[];
  selected: readonly string[];
  onToggle(id: string): void;
}

/** The demo map: the bundled outline of Pakistan (tiles when MAP_TILE_URL is set) and a marker per short-list city. */
export function ShortCityMap({ cities, selected, onToggle }: ShortCityMapProps) {
  const t = useWizT();
  const names = useNames();
  const labels = { select: t('wiz.demo.select'), deselect: t('wiz.demo.deselect') };
  return (
    <div data-testid="demo-map">
      <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} className="rbt-map" scrollWheelZoom={false}>
        <MapBackground />
        {cities.map((c) => {
          const on = selected.includes(c.id);
          return (
            <Marker
              key={c.id}
              position={[c.lat, c.lng]}
              icon={shortCityIcon(c.sizeClass, on)}
              title={names.city(c.id)}
              alt={names.city(c.id)}
            >
              <CityPopup selected={on} onToggle={() => onToggle(c.id)} labels={labels}>
                <strong>{names.city(c.id)}</strong>
                <div>{t('wiz.demo.usersLine', { users: formatCountCompact(c.population) })}</div>
                <div>{t('wiz.demo.sizeLine', { size: t(`wiz.demo.size.${c.sizeClass}`) })}</div>
              </CityPopup>
            </Marker>
          );
        })}
      </MapContainer>
    </div>
  );
}
