import { MEDIA_API, scriptSeconds, TtsResponse, voicesFor, VOICES } from '@rbt/contracts';
import { createRouter, route } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { generateSpeech } from '../../domain/generate-speech-use-case';
import { toView } from '../../data-access/audio-repository';

export function ttsRoutes(deps: Deps) {
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
  return router;
}
