import { SERVING_PATHS, SIGNED_MEDIA_API, TelephoneCodec, TelephonePrompt } from '@rbt/contracts';
import { AppError, createRouter, route, servingKeys, signedQuery, verifyServingPath } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { sendStored } from './audio-routes';
import { telephoneRendition } from '../../domain/telephone-rendition-use-case';

/** Longest time a shared cache may keep a media answer, however long its URL stays valid. */
const MAX_CACHE_SEC = 86_400;
/** `<audioId>.wav` (µ-law, the first URL form), `<audioId>.<codec>.wav` or `<audioId>.<codec>.<prompt>.wav`. */
const FILE = /^([A-Za-z0-9_-]{1,64})(?:\.([a-z]+)(?:\.([a-z]+-[a-z]+))?)?\.wav$/;

/** The path the gateway lets through without identity: the URL's signature is the credential (docs/decisions/media.md). */
export const SIGNED_MEDIA_PATH = new RegExp(`^${SERVING_PATHS.media}/[^/]+$`);

/**
 * `GET|HEAD /rtb/v1/media/<audioId>[.<codec>[.<prompt>]].wav?exp=&sig=`: a telephone rendition (µ-law when no codec
 * is named; A-law and renditions ending with the press 1 / press 9 prompt made on first request) for an operator's player, which has no session. The signature is checked before the lookup, so an unsigned caller cannot probe which audio ids exist.
 */
export function signedMediaRoutes(deps: Deps) {
  const router = createRouter();
  route(router, SIGNED_MEDIA_API.media, async (ctx, input) => {
    // The contract's `exp` and `sig`; null when one is missing or repeated, which the check refuses as unsigned.
    const query = signedQuery(input);
    const check = verifyServingPath(servingKeys(deps.config), ctx.path, query?.exp, query?.sig);
    if (!query || check !== 'ok') {
      const why = check === 'expired' ? 'This media URL has expired' : 'This media URL is not signed';
      throw new AppError(403, 'forbidden', why);
    }
    const [, id, named, promptName] = FILE.exec(ctx.params.file) ?? [];
    const codec = TelephoneCodec.safeParse(named ?? 'mulaw');
    const prompt = TelephonePrompt.nullable().safeParse(promptName ?? null);
    const ok = id && codec.success && prompt.success;
    const doc = ok ? await deps.audios.byId(id) : null;
    const stored = doc && ok ? await telephoneRendition(deps, doc, codec.data, prompt.data) : null;
    if (!stored) throw new AppError(404, 'not_found', 'Audio not found');
    const validFor = Number(query.exp) - Math.floor(Date.now() / 1000);
    // A cache must not serve the bytes after the URL that fetched them stopped being a credential.
    ctx.set('Cache-Control', `public, max-age=${Math.max(0, Math.min(validFor, MAX_CACHE_SEC))}`);
    ctx.set('Content-Type', 'audio/wav');
    await sendStored(ctx, deps, stored.key, stored.size);
  });
  return router;
}
