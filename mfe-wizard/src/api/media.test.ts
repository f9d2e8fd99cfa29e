import { TTS_DEFAULTS } from '@rbt/contracts';
import { DEFAULT_TTS, ttsRequest, voiceFor } from './media';

describe('the TTS request from the form settings', () => {
  test('when the language changes, then a voice that reads it is kept or the first one chosen', () => {
    expect(voiceFor('urdu', 'hamza')).toBe('hamza');
    expect(voiceFor('punjabi', 'sara')).toBe('ayesha');
  });
  test('when a stored config has unknown values, then the request falls back to the defaults', () => {
    expect(
      ttsRequest({ ...DEFAULT_TTS, script: 'Hi', voice: 'nobody', language: 'klingon', emotion: 'angry' }),
    ).toEqual({ ...TTS_DEFAULTS, script: 'Hi' });
  });
});
