import { audioIdOf, audioPathOf, AudioPath } from '../src';

const ID = '3f2a9c1e-7b4d-4e8f-9a6b-1c2d3e4f5a6b';

describe('an audio’s path', () => {
  it('when svc-media’s path of an audio is read, then its id comes back, and the path is the one AudioPath accepts', () => {
    expect(audioPathOf(ID)).toBe(`/api/audio/${ID}`);
    expect(audioIdOf(audioPathOf(ID))).toBe(ID);
    expect(AudioPath.safeParse(audioPathOf(ID)).success).toBe(true);
  });

  it('when the path is not a bare /api/audio/<uuid>, then there is no id (the wizard and the services read alike)', () => {
    for (const path of [
      '/api/audio/a1',
      `/api/audio/${ID}/telephone`,
      `/api/audio/${ID}?download=1`,
      `/api/audio/${ID}/../../x`,
      `/api/audio-files/${ID}`,
      `https://cdn.example/api/audio/${ID}`,
      '',
      null,
      undefined,
    ])
      expect(audioIdOf(path)).toBeNull();
  });
});
