import type { SoakClient } from './soak-client';

/**
 * Text-to-speech is asked again after a 504 too: synthesis is slow on a loaded box, and asking again only makes
 * another audio file (what the wizard's "Generate" button does).
 */
const TTS_RETRIED = new Set([502, 503, 504]);

/** The voice-over svc-media makes for a script, as the wizard's creative step asks for it: a script alone is never sold. */
export async function generateTts(adv: SoakClient, tts: object) {
  const a = await adv.call<{ audioUrl: string }>('POST', '/api/tts/generate', tts, {}, TTS_RETRIED);
  if (a.status !== 200) throw new Error(`POST /api/tts/generate: ${a.status} ${JSON.stringify(a.body)}`);
  return a;
}
