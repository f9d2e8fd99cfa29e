import { TTS_DEFAULTS } from '@rbt/contracts';
import { call, admin } from '@rbt/test-kit';
import { startTestServer } from './test-server';
import { startWithPricingAndMedia } from './with-pricing';
import { alice, bob, createDraft, fullDraft } from './fixtures';
import { AUDIO_NOT_OWNED } from '../src/campaigns/domain/creative-ownership';

describe('svc-campaigns creative ownership (real svc-media)', () => {
  let s: Awaited<ReturnType<typeof startWithPricingAndMedia>>;
  let alicesAudio: string;
  let bobsAudio: string;
  const refused = `audioUrl: ${AUDIO_NOT_OWNED}`;
  const generate = async (as: typeof alice) => {
    const r = await call(s.media.base, 'POST', '/api/tts/generate', {
      as,
      body: { script: 'Eid sale now on at our stores', voice: 'sara', language: 'english' },
    });
    if (r.status !== 200) throw new Error(`tts failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.audioUrl as string;
  };

  beforeAll(async () => {
    s = await startWithPricingAndMedia();
    [alicesAudio, bobsAudio] = await Promise.all([generate(alice), generate(bob)]);
  });
  afterAll(async () => {
    await s.stop();
  });

  const stored = (id: string) =>
    s.deps.mongo.collection('campaigns').findOne({ _id: id as never }, { projection: { outbox: 0 } });

  it.each([
    ["another advertiser's audio", () => bobsAudio],
    ['a foreign URL', () => 'http://evil.example/track.mp3'],
    ['an audio id svc-media does not have', () => '/api/audio/00000000-0000-4000-8000-000000000000'],
  ])(
    'when a draft points its creative at %s, then create, autosave and the creative step answer 400 and store nothing',
    async (_label, url) => {
      const id = await createDraft(s.base);
      const before = await stored(id);
      const created = await call(s.base, 'POST', '/api/campaigns', {
        as: alice,
        body: fullDraft({ creativeType: 'upload', audioUrl: url() }),
      });
      const saved = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
        as: alice,
        body: { creativeType: 'upload', audioUrl: url() },
      });
      const stepped = await call(s.base, 'POST', `/api/campaigns/${id}/creative`, {
        as: alice,
        body: { type: 'upload', fileUrl: url(), rightsConfirmed: true },
      });
      for (const r of [created, saved, stepped]) {
        expect(r.status).toBe(400);
        expect(r.body.error.message).toMatch(/^(audioUrl|fileUrl): /);
      }
      if (url().startsWith('/api/audio/')) expect(saved.body.error.message).toBe(refused);
      expect(await stored(id)).toEqual(before);
    },
  );

  it('when the owner uses her own generated audio, then it is saved and the campaign submits', async () => {
    const id = await createDraft(s.base, alice, fullDraft({ creativeType: 'upload', audioUrl: alicesAudio }));
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/creative`, {
      as: alice,
      body: { type: 'upload', fileUrl: alicesAudio, rightsConfirmed: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.audioUrl).toBe(alicesAudio);
    expect(
      (await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } })).status,
    ).toBe(200);
  });

  it('when the creative step is text-to-speech with its generated track, then the track is kept as the audio that plays', async () => {
    const id = await createDraft(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/creative`, {
      as: alice,
      body: { type: 'tts', fileUrl: alicesAudio, ttsMeta: { script: 'Eid sale', voice: 'sara', language: 'english' } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ creativeType: 'tts', audioUrl: alicesAudio, ttsConfig: { script: 'Eid sale' } });
  });

  it("when an admin edits an advertiser's campaign, then the audio must be that advertiser's, not the admin's", async () => {
    const id = await createDraft(s.base);
    expect(
      (await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: admin(), body: { audioUrl: alicesAudio } })).status,
    ).toBe(200);
    const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: admin(), body: { audioUrl: bobsAudio } });
    expect(r.body.error?.message).toBe(refused);
  });

  it("when another advertiser's audio was stored before this rule, then submit refuses it and locks nothing", async () => {
    const id = await createDraft(s.base, alice, fullDraft({ creativeType: 'upload' }));
    await s.deps.mongo
      .collection('campaigns')
      .updateOne({ _id: id as never }, { $set: { 'creative.audioUrl': bobsAudio } });
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(refused);
    expect(await stored(id)).toMatchObject({ status: 'draft', quote: null });
  });

  it("when the wizard sets a method's work aside, then it is kept and read back, and only owned audio is taken", async () => {
    const id = await createDraft(s.base);
    const tts = { script: 'Eid sale now on', ...TTS_DEFAULTS };
    const aside = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: {
        creativeType: 'upload',
        ttsConfig: null,
        audioUrl: null,
        keptCreatives: { tts: { ttsConfig: tts, audioUrl: alicesAudio } },
      },
    });
    expect(aside.status).toBe(200);
    const read = await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice });
    expect(read.body).toMatchObject({
      creativeType: 'upload',
      ttsConfig: null,
      keptCreatives: { tts: { ttsConfig: { script: 'Eid sale now on' }, audioUrl: alicesAudio } },
    });
    const stolen = await call(s.base, 'PATCH', `/api/campaigns/${id}`, {
      as: alice,
      body: { keptCreatives: { upload: { audioUrl: bobsAudio, audioFile: 'x.wav' } } },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe(refused);
  });

  it('when an upload draft has a file name but no audio, then submit refuses it (the name alone plays nothing)', async () => {
    const id = await createDraft(s.base, alice, fullDraft({ creativeType: 'upload', audioFile: 'eid.wav' }));
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^audioUrl: /);
  });

  it('when svc-media cannot be reached, then a save with audio answers 503 and stores nothing', async () => {
    const cut = await startTestServer({
      PRICING_URL: s.pricing.base,
      MEDIA_URL: 'http://127.0.0.1:9',
      MEDIA_TIMEOUT_MS: '2000',
    });
    try {
      const id = await createDraft(cut.base);
      const r = await call(cut.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { audioUrl: alicesAudio } });
      expect(r.status).toBe(503);
      expect((await call(cut.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.audioUrl).toBeNull();
    } finally {
      await cut.stop();
    }
  });
});
