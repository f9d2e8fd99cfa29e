import L from 'leaflet';
import { GeoJSON, TileLayer } from 'react-leaflet';
import { useMapTileUrl } from '../../../api/map-config';
import { PAKISTAN_OUTLINE } from '../pakistan-outline';
import { useWizT } from '../../../messages';

// With tiles the outline is only drawn as lines over them; offline it is the land itself.
const outlineStyle = (withTiles: boolean) => (f?: { properties?: { kind?: string } }) =>
  f?.properties?.kind === 'country'
    ? { color: '#5a6b7b', weight: 2, fillColor: '#f5f7f0', fillOpacity: withTiles ? 0 : 1 }
    : { color: '#8a99a8', weight: 1, dashArray: '4 4' };

// The outline is drawn in SVG; without it (very old browsers, jsdom) the markers still work on their own.
const CAN_DRAW_VECTORS = L.Browser.svg;

/** What both maps draw under their markers: the tiles when MAP_TILE_URL is set, and the bundled outline of Pakistan. */
export function MapBackground() {
  const tileUrl = useMapTileUrl();
  const t = useWizT();
  return (
    <>
      {tileUrl && <TileLayer url={tileUrl} attribution={t('wiz.map.tiles')} />}
      {CAN_DRAW_VECTORS && (
        <GeoJSON
          key={tileUrl ? 'tiles' : 'offline'}
          data={PAKISTAN_OUTLINE}
          style={outlineStyle(!!tileUrl)}
          interactive={false}
        />
      )}
    </>
  );
}
