import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

// The gateway hands runtime settings to the browser in /mf-manifest.json (config.mapTileUrl from MAP_TILE_URL).
const ManifestConfig = z.object({
  config: z.object({ mapTileUrl: z.string().nullable().optional() }).partial().optional(),
});

/** Tile URL template from the gateway's MAP_TILE_URL, or null: the map then shows only its bundled outline. */
export function useMapTileUrl(): string | null {
  const { data } = useQuery({
    queryKey: ['/mf-manifest.json', 'config'],
    queryFn: async () => {
      const res = await fetch('/mf-manifest.json', { cache: 'no-cache' });
      if (!res.ok) return null;
      return ManifestConfig.parse(await res.json()).config?.mapTileUrl ?? null;
    },
  });
  return data ?? null;
}
