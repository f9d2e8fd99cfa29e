import { AppError, assertOwned, createRouter, type AppContext } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { sendStored } from './send-stored';

const RENDITIONS = { master: 'masterKey', telephone: 'telephoneKey', original: 'originalKey' } as const;
const TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
};

/** Serves audio to its owner and admins only, with single byte ranges for seeking in the player. */
export function audioRoutes(deps: Deps) {
  const router = createRouter();
  const serve = async (ctx: AppContext, rendition: string) => {
    if (!(rendition in RENDITIONS)) throw new AppError(404, 'not_found', 'Audio not found');
    const doc = assertOwned(ctx.state.caller, await deps.audios.byId(ctx.params.id), 'Audio');
    const key = doc[RENDITIONS[rendition as keyof typeof RENDITIONS]];
    const size = await deps.storage.size(key);
    if (size === null) throw new AppError(404, 'not_found', 'Audio not found');
    const ext = rendition === 'original' ? doc.originalType : 'wav';
    // Someone's own recording: never kept in a browser or shared cache, so it does not outlive the session.
    ctx.set('Cache-Control', 'no-store');
    if (ctx.query.download !== undefined) ctx.attachment(`audio-${Date.now()}.${ext}`);
    // Set after attachment(), which would otherwise guess "audio/wave" from the file name.
    ctx.set('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    await sendStored(ctx, deps, key, size);
  };
  router.get('/api/audio/:id', (ctx) => serve(ctx, 'master'));
  router.get('/api/audio/:id/:rendition', (ctx) => serve(ctx, ctx.params.rendition));
  return router;
}
