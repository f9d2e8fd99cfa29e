import type { AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { uploadRoutes } from './upload-routes';
import { audioRoutes } from './audio-routes';
import { helpRoutes } from './help-routes';
import { signedMediaRoutes } from './signed-media-routes';
import { renditionInfoRoutes } from './rendition-info-routes';

/**
 * HTTP entry points of svc-media: thin, they parse input and call a use case. Gateway prefixes:
 * /api/tts/*, /api/objects/*, /api/audio-files*, /api/audio/*; and the public, URL-signed /rtb/v1/media/*.
 */
export function httpRouters(deps: Deps): AppRouter[] {
  return [uploadRoutes(deps), audioRoutes(deps), helpRoutes(deps), signedMediaRoutes(deps), renditionInfoRoutes(deps)];
}
