import { MEDIA_API, TelephoneRenditionInfo } from '@rbt/contracts';
import { AppError, assertOwned, createRouter, route } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { renditionSeconds, telephoneRendition } from '../../domain/telephone-rendition-use-case';

/**
 * `GET /api/audio-files/:id/telephone[?prompt=sms-urdu]`: the real length of the telephone rendition a platform
 * will play, prompt included (svc-capacity's VAST `<Duration>`). Asking makes the rendition when it is not there
 * yet, so the first caller's platform fetches a file that already exists. Services and admins only: making a
 * rendition costs a TTS and ffmpeg run.
 */
export function renditionInfoRoutes(deps: Deps) {
  const router = createRouter();
  route(router, MEDIA_API.telephone, async (ctx, input) => {
    if (ctx.state.caller.role === 'advertiser') throw new AppError(404, 'not_found', 'Audio file not found');
    const prompt = input.query().prompt ?? null;
    const doc = assertOwned(ctx.state.caller, await deps.audios.byId(ctx.params.id), 'Audio file');
    // A-law is what Pakistani networks carry; µ-law has the same samples, so the same length.
    const durationSec = await renditionSeconds(deps, doc, 'alaw', prompt);
    if (durationSec === null) throw new AppError(404, 'not_found', 'Audio file not found');
    // The µ-law file made now too, so no platform's first caller waits for it either.
    if (prompt) await telephoneRendition(deps, doc, 'mulaw', prompt);
    ctx.body = TelephoneRenditionInfo.parse({ audioId: doc._id, prompt, durationSec });
  });
  return router;
}
