import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AnyEventOf } from '@rbt/contracts';
import { advertiser, call, eventually } from '@rbt/test-kit';
import { startTestServer, type TestServer } from './test-server';
import { raw, scratch } from './audio-helpers';

jest.setTimeout(180_000);

/** Nothing listens on port 1: to kafkajs this is a broker that is down. */
const DOWN = { KAFKA_BROKERS: '127.0.0.1:1', KAFKA_START_WAIT_MS: '0', OUTBOX_RELAY_INTERVAL_MS: '300' };

describe('svc-media outbox', () => {
  const me = advertiser('outbox-owner');
  const dir = scratch();
  let down: TestServer | undefined;
  let up: TestServer | undefined;
  afterAll(async () => {
    await down?.stopKeepingData();
    await up?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when Kafka is down while audio is made and refused, and that instance stops, then another instance publishes the waiting audio.ready and audio.rejected once Kafka is reachable', async () => {
    down = await startTestServer(DOWN);
    const audio = await call(down.base, 'POST', '/api/tts/generate', {
      as: me,
      body: { script: 'Events wait for the broker.', language: 'english', voice: 'sara' },
    });
    expect(audio.status).toBe(200);
    const png = path.join(dir, 'picture.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=red:s=32x32', '-frames:v', '1', png]);
    const url = (await call(down.base, 'POST', '/api/objects/upload', { as: me })).body.uploadURL as string;
    expect((await raw(down.base, 'PUT', url, me, { body: fs.readFileSync(png) })).status).toBe(200);
    expect((await call(down.base, 'PUT', '/api/audio-files', { as: me, body: { audioFileURL: url } })).status).toBe(
      400,
    );
    const uploadKey = /upload\/([0-9a-f-]+)/.exec(url)![1];

    // The events were written with the audio record and the refused slot, and wait there.
    const db = down.deps.mongo.db!;
    const pendingAudio = await db
      .collection<{ _id: string; outbox: AnyEventOf<'media'>[] }>('audios')
      .findOne({ _id: audio.body.audioId });
    const pendingSlot = await db
      .collection<{ _id: string; outbox: AnyEventOf<'media'>[] }>('uploads')
      .findOne({ _id: uploadKey });
    expect(pendingAudio?.outbox.map((e) => e.eventName)).toEqual(['audio.ready']);
    expect(pendingSlot?.outbox.map((e) => e.eventName)).toEqual(['audio.rejected']);
    const same = { MONGO_DB: db.databaseName, KAFKA_TOPIC_PREFIX: down.deps.config.KAFKA_TOPIC_PREFIX };
    await down.stopKeepingData();
    down = undefined;

    up = await startTestServer({ ...same, OUTBOX_RELAY_INTERVAL_MS: '300' });
    const seen: AnyEventOf<'media'>[] = [];
    const record = async (e: AnyEventOf<'media'>) => {
      seen.push(e);
    };
    const consumer = await up.deps.bus.subscribe('media', 'outbox-test', {
      'audio.ready': record,
      'audio.rejected': record,
    });
    try {
      const ready = await eventually(
        () => seen.find((e) => e.eventName === 'audio.ready' && e.aggregateId === audio.body.audioId),
        60_000,
      );
      const rejected = await eventually(
        () => seen.find((e) => e.eventName === 'audio.rejected' && e.aggregateId === uploadKey),
        60_000,
      );
      expect(ready.eventId).toBe(pendingAudio?.outbox[0].eventId);
      expect(ready.data).toMatchObject({ ownerId: me.id, objectPath: audio.body.audioUrl });
      expect(rejected.data).toMatchObject({
        ownerId: me.id,
        reason: expect.stringMatching(/not a supported audio file/),
      });
      const upDb = up.deps.mongo.db!;
      const waiting = async () =>
        (await upDb.collection('audios').countDocuments({ 'outbox.0': { $exists: true } })) +
        (await upDb.collection('uploads').countDocuments({ 'outbox.0': { $exists: true } }));
      expect(await eventually(async () => ((await waiting()) === 0 ? true : undefined), 10_000)).toBe(true);
    } finally {
      await consumer.disconnect();
    }
  });
});
