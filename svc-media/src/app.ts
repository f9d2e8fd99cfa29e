import { serviceApp } from '@rbt/service-kit';
import type { Deps } from './deps';
import { httpRouters } from './entry-points/http/routes';
import { SIGNED_MEDIA_PATH } from './entry-points/http/signed-media-routes';

/** The koa app of svc-media, built from its dependencies so tests pass their own. Signed media needs no identity. */
export const buildApp = (deps: Deps) =>
  serviceApp('svc-media', deps, httpRouters(deps), { publicPaths: [SIGNED_MEDIA_PATH] });
