import type { AppRouter } from '@rbt/service-kit';

/**
 * The method and OpenAPI path of every route the routers hold (`get /api/campaigns/{id}`), sorted and once each, to
 * hold a service's routes against its contracts in @rbt/contracts.
 */
export function registeredRoutes(routers: AppRouter[]): string[] {
  const found = routers.flatMap((r) =>
    r.stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m.toLowerCase()} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
  return [...new Set(found)].sort();
}
