import { MEDIA_API, scriptSeconds, TtsResponse, voicesFor, VOICES } from '@rbt/contracts';
import {
  AppError,
  assertOwned,
  badRequest,
  createRouter,
  route,
  type AppContext,
  type RouteInput,
} from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { generateSpeech } from '../../domain/audio-intake-use-case';
import { telephoneRendition } from '../../domain/telephone-rendition-use-case';
import { toView } from '../../data-access/audio-repository';

const RENDITIONS = { master: 'masterKey', telephone: 'telephoneKey', original: 'originalKey' } as const;
const TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
};

const storedOf = async (deps: Deps, key: string) => {
  const size = await deps.storage.size(key);
  return size === null ? null : { key, size };
};

/**
 * The audio's routes: speech made from a script (and the voices to make it with), then any audio served to its owner
 * and admins only, with single byte ranges for seeking in the player.
 */
export function audioRoutes(deps: Deps) {
  const router = createRouter();

  route(router, MEDIA_API.voices, (ctx, input) => {
    const { language } = input.query();
    ctx.body = { voices: language ? voicesFor(language) : VOICES };
  });

  route(router, MEDIA_API.generate, async (ctx, input) => {
    const req = input.body();
    const doc = await generateSpeech(deps, ctx.state.caller, req);
    const view = toView(doc);
    ctx.body = TtsResponse.parse({
      audioUrl: view.objectPath,
      audioId: view.audioId,
      metadata: {
        ...view.metadata,
        engine: deps.engine.name,
        voice: req.voice,
        language: req.language,
        estimatedDurationSec: scriptSeconds(req.script, req.speed),
      },
      renditions: view.renditions,
    });
  });

  const serve = async (ctx: AppContext, input: RouteInput<typeof MEDIA_API.master>, rendition: string) => {
    if (!(rendition in RENDITIONS)) throw new AppError(404, 'not_found', 'Audio not found');
    const { prompt, download } = input.query();
    if (prompt && rendition !== 'telephone') throw badRequest('prompt: only the telephone rendition has a prompt');
    const doc = assertOwned(ctx.state.caller, await deps.audios.byId(ctx.params.id), 'Audio');
    // With a prompt, the owner hears what a caller hears: the ad and the press 1 / press 9 words (made on first ask).
    const stored = prompt
      ? await telephoneRendition(deps, doc, 'mulaw', prompt)
      : await storedOf(deps, doc[RENDITIONS[rendition as keyof typeof RENDITIONS]]);
    if (!stored) throw new AppError(404, 'not_found', 'Audio not found');
    const { key, size } = stored;
    const ext = rendition === 'original' ? doc.originalType : 'wav';
    // Someone's own recording: never kept in a browser or shared cache, so it does not outlive the session.
    ctx.set('Cache-Control', 'no-store');
    if (download !== undefined) ctx.attachment(`audio-${Date.now()}.${ext}`);
    // Set after attachment(), which would otherwise guess "audio/wave" from the file name.
    ctx.set('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    await sendStored(ctx, deps, key, size);
  };
  route(router, MEDIA_API.master, (ctx, input) => serve(ctx, input, 'master'));
  route(router, MEDIA_API.rendition, (ctx, input) => serve(ctx, input, ctx.params.rendition));
  return router;
}

/**
 * Answers with a stored object of `size` bytes, honouring a single `Range` (206/416) and HEAD. The caller has set
 * the content type and caching. On HEAD nothing is opened: koa would not consume (nor close) a stream body.
 */
export async function sendStored(ctx: AppContext, deps: Deps, key: string, size: number): Promise<void> {
  ctx.set('Accept-Ranges', 'bytes');
  const range = parseRange(ctx.get('range') || undefined, size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  }
  const length = range ? range.end - range.start + 1 : size;
  if (ctx.method === 'HEAD') {
    if (!range) ctx.status = 200;
    ctx.length = length;
    return;
  }
  ctx.length = length;
  ctx.body = await deps.storage.read(key, range ?? undefined);
}

/** Parses a single `Range: bytes=a-b` (also `a-` and `-n`); null = whole body, 'unsatisfiable' = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // malformed or multi-range: serve the whole body (RFC 9110 allows ignoring)
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
