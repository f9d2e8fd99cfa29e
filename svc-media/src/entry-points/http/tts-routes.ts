import { z } from 'zod';
import { scriptSeconds, TtsLanguage, TtsRequest, TtsResponse, voicesFor, VOICES } from '@rbt/contracts';
import { createRouter, parseBody, parseQuery } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { generateSpeech } from '../../domain/generate-speech-use-case';
import { toView } from '../../data-access/audio-repository';

export function ttsRoutes(deps: Deps) {
  const router = createRouter();

  router.get('/api/tts/voices', (ctx) => {
    const { language } = parseQuery(ctx, z.object({ language: TtsLanguage.optional() }));
    ctx.body = { voices: language ? voicesFor(language) : VOICES };
  });

  router.post('/api/tts/generate', async (ctx) => {
    const req = parseBody(ctx, TtsRequest);
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
  return router;
}
