import crypto from 'node:crypto';
import { MEDIA_API, MEDIA_LIMITS, RegisterAudioFileResponse, UploadUrlResponse } from '@rbt/contracts';
import { assertOwned, badRequest, createRouter, route, signedQuery } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { keyFromUploadUrl, signUploadPath } from '../../domain/upload-signature';
import { receiveUpload } from '../../domain/receive-upload-use-case';
import { registerUpload } from '../../domain/register-upload-use-case';
import { toView } from '../../data-access/audio-repository';

const INVALID_URL = 'audioFileURL must be the uploadURL returned by /api/objects/upload';

export function uploadRoutes(deps: Deps) {
  const router = createRouter();
  const { config } = deps;

  route(router, MEDIA_API.uploadUrl, async (ctx) => {
    const key = crypto.randomUUID();
    // The service's clock, which the PUT's check and the sweep read too.
    const expiresAt = deps.clock().getTime() + config.UPLOAD_URL_TTL_MS;
    await deps.uploads.issue({ _id: key, ownerId: ctx.state.caller.id, expiresAt: new Date(expiresAt) });
    const uploadURL = signUploadPath(config.UPLOAD_URL_SECRET, {
      key,
      ownerId: ctx.state.caller.id,
      expiresAt,
      maxBytes: MEDIA_LIMITS.uploadMaxBytes,
    });
    ctx.body = UploadUrlResponse.parse({
      uploadURL,
      expiresAt: new Date(expiresAt).toISOString(),
      maxBytes: MEDIA_LIMITS.uploadMaxBytes,
    });
  });

  // Named RAW_BODY_ROUTE: the kit leaves the body alone (no JSON rule), so ctx.req is the raw stream.
  route(router, MEDIA_API.upload, async (ctx, input) => {
    const length = ctx.get('content-length');
    const { bytes } = await receiveUpload(deps, config.UPLOAD_URL_SECRET, ctx.state.caller, {
      key: ctx.params.key,
      // The contract's query; none when a part is missing or repeated, which the signature check refuses (403).
      query: signedQuery(input) ?? {},
      body: ctx.req,
      contentLength: length ? Number(length) : undefined,
    });
    ctx.body = { ok: true, bytes };
  });

  route(router, MEDIA_API.registerAudioFile, async (ctx, input) => {
    const { audioFileURL } = input.body();
    const key = keyFromUploadUrl(audioFileURL);
    if (!key) throw badRequest(`audioFileURL: ${INVALID_URL}`, [{ path: 'audioFileURL', message: INVALID_URL }]);
    const view = toView(await registerUpload(deps, ctx.state.caller, key));
    ctx.body = RegisterAudioFileResponse.parse(view);
  });

  route(router, MEDIA_API.audioFile, async (ctx) => {
    const doc = assertOwned(ctx.state.caller, await deps.audios.byId(ctx.params.id), 'Audio file');
    ctx.body = toView(doc);
  });
  return router;
}
