import type { AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { ttsRouter } from './tts-routes';
import { uploadRouter } from './upload-routes';
import { audioRouter } from './audio-routes';
import { helpRouter } from './help-routes';
import { signedMediaRouter } from './signed-media-routes';

/**
 * HTTP entry points of svc-media: thin, they parse input and call a use case. Gateway prefixes:
 * /api/tts/*, /api/objects/*, /api/audio-files*, /api/audio/*; and the public, URL-signed /rtb/v1/media/*.
 */
export function httpRouters(deps: Deps): AppRouter[] {
  return [ttsRouter(deps), uploadRouter(deps), audioRouter(deps), helpRouter(deps), signedMediaRouter(deps)];
}
