import type { ZodTypeAny } from 'zod';
import { HelpDraftContext, TTS_DEFAULTS, TTS_LIMITS, TtsConfig, TtsRequest } from '../src';

/** The first issue's message, or 'accepted'. */
const verdict = (schema: ZodTypeAny, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? 'accepted' : r.error.issues[0]!.message;
};

const { speed, pitch } = TTS_LIMITS;
/** Just past each bound: by a tenth of a step for speed, the next whole number for pitch. */
const speedPast = [speed.min - speed.step / 10, speed.max + speed.step / 10];
const pitchPast = [pitch.min - pitch.step, pitch.max + pitch.step];

describe('TTS settings, one definition every schema reads', () => {
  it('when the settings are read, then they are spec §3’s ttsConfig defaults and §5’s speed and pitch limits', () => {
    expect(TTS_DEFAULTS).toEqual({
      provider: 'openai',
      voice: 'sara',
      language: 'english',
      speed: 1,
      pitch: 0,
      emotion: 'calm',
    });
    expect(TTS_LIMITS).toEqual({ speed: { min: 0.5, max: 2, step: 0.1 }, pitch: { min: -10, max: 10, step: 1 } });
  });

  it('when only a script is sent, then the generate request and the stored config take the defaults', () => {
    expect(TtsRequest.parse({ script: 'Hi' })).toEqual({ script: 'Hi', ...TTS_DEFAULTS });
    // The stored draft leaves the voice unchosen until the wizard picks one for the language.
    expect(TtsConfig.parse({ script: 'Hi' })).toEqual({ script: 'Hi', ...TTS_DEFAULTS, voice: '' });
  });

  it('when the generate request gets speed and pitch at the bounds, then it accepts them, and refuses just past them in the spec’s words', () => {
    const tts = (o: object) => verdict(TtsRequest, { script: 'Hi', ...o });
    for (const v of [speed.min, speed.max]) expect(tts({ speed: v })).toBe('accepted');
    for (const v of speedPast) expect(tts({ speed: v })).toBe('Speed must be between 0.5 and 2');
    for (const v of [pitch.min, pitch.max]) expect(tts({ pitch: v })).toBe('accepted');
    for (const v of pitchPast) expect(tts({ pitch: v })).toBe('Pitch must be between -10 and 10');
    expect(tts({ pitch: pitch.step / 2 })).toBe('Pitch must be a whole number');
  });

  it('when the stored config and the help context get speed and pitch at the bounds, then they accept them and refuse just past them', () => {
    const stored = (o: object) => verdict(TtsConfig, { script: 'Hi', ...o });
    const help = (o: object) => verdict(HelpDraftContext, o);
    for (const check of [stored, help]) {
      for (const v of [speed.min, speed.max]) expect(check({ speed: v })).toBe('accepted');
      for (const v of speedPast) expect(check({ speed: v })).not.toBe('accepted');
    }
    for (const v of [pitch.min, pitch.max]) expect(stored({ pitch: v })).toBe('accepted');
    for (const v of [...pitchPast, pitch.step / 2]) expect(stored({ pitch: v })).not.toBe('accepted');
  });
});
