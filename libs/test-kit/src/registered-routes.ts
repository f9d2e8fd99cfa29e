import type { AppRouter } from '@rbt/service-kit';

/**
 * The method and OpenAPI path of every route a service's koa app serves through its routers
 * (`get /api/campaigns/{id}`), sorted and once each, to hold a service's routes against its contracts in
 * @rbt/contracts. The app is read, not a list of routers, so a router added beside the others is seen too.
 */
export function registeredRoutes(app: { middleware: unknown[] }): string[] {
  // @koa/router's routes() middleware carries its router.
  const routers = app.middleware.flatMap((m) => (m as { router?: AppRouter }).router ?? []);
  const found = routers.flatMap((r) =>
    r.stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m.toLowerCase()} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
  return [...new Set(found)].sort();
}
