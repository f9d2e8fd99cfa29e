import { useWizT } from '../../../messages';

/**
 * What stands in a map's place while leaflet (~63 KiB gzip) loads after first paint: same size and colour as the
 * map, so nothing below it moves when it arrives.
 */
export function MapLoading({ height = 500 }: { height?: number }) {
  const t = useWizT();
  return (
    <div
      data-testid="map-loading"
      role="status"
      aria-label={t('wiz.map.loading')}
      style={{ height, width: '100%', background: '#dbe9f4', borderRadius: 6 }}
    />
  );
}
