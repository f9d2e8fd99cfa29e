import { clampPitch, clampSpeed, ttsRequest, voiceFor } from './tts-config';

describe('tts config rules', () => {
  test('when speed or pitch leave their ranges, then they are clamped to 0.5-2 (0.1 steps) and -10..10 (whole)', () => {
    expect([clampSpeed(0.3), clampSpeed(2.04), clampSpeed(1.1 + 0.1)]).toEqual([0.5, 2, 1.2]);
    expect([clampPitch(-11), clampPitch(11), clampPitch(2.6)]).toEqual([-10, 10, 3]);
  });
  test('when the language changes, then a voice that reads it is kept or the first one chosen', () => {
    expect(voiceFor('urdu', 'hamza')).toBe('hamza');
    expect(voiceFor('punjabi', 'sara')).toBe('ayesha');
  });
  test('when a stored config has unknown values, then the request falls back to the defaults', () => {
    expect(
      ttsRequest({
        script: 'Hi',
        provider: 'openai',
        voice: 'nobody',
        language: 'klingon',
        speed: 1,
        pitch: 0,
        emotion: 'angry',
      }),
    ).toEqual({
      script: 'Hi',
      provider: 'openai',
      voice: 'sara',
      language: 'english',
      speed: 1,
      pitch: 0,
      emotion: 'calm',
    });
  });
});
