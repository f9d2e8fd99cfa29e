import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIndexes, connectInfra, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { timeMediaJob } from './metrics';
import type { ObjectStorage } from './data-access/storage';
import { LocalStorage } from './data-access/local-storage';
import { audioRepository } from './data-access/audio-repository';
import { uploadRepository } from './data-access/upload-repository';
import { openaiHelpModel } from './data-access/help-openai-client';
import { pickEngine, speakPrompt, type TtsEngine } from './media-tools/tts-engines';
import {
  applyGain,
  measureEbur128,
  pcmForWaveform,
  probeFacts,
  renderTelephone,
  streamInfo,
} from './media-tools/ffmpeg';
import { createJoin, createLimit } from './media-tools/limit';
import { modelAdvisor, rulesAdvisor } from './domain/help-suggestions-use-case';

export type { Deps } from './deps';

export interface ComposeOptions {
  clock?: () => Date;
}

/** S3 when S3_ENDPOINT and S3_BUCKET are set (bucket created if missing), else the local folder. */
async function createStorage(config: Config, logger: Logger): Promise<ObjectStorage & { close?(): void }> {
  if (config.S3_ENDPOINT && config.S3_BUCKET) {
    // Loaded only for S3: the AWS SDK is some 0.1 s of start-up (in every test file that starts svc-media too).
    const { S3Storage } = await import('./data-access/s3-storage');
    const s3 = new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
    await s3.ensureBucket();
    logger.info({ endpoint: config.S3_ENDPOINT, bucket: config.S3_BUCKET }, 'media storage: S3');
    return s3;
  }
  if (config.S3_ENDPOINT || config.S3_BUCKET)
    logger.warn('only one of S3_ENDPOINT/S3_BUCKET is set; using the local folder');
  await fs.mkdir(config.MEDIA_STORAGE_DIR, { recursive: true });
  return new LocalStorage(config.MEDIA_STORAGE_DIR);
}

/** The engine, each synthesis timed into media_job_duration_seconds{job="tts"}. */
function timedEngine(engine: TtsEngine): TtsEngine {
  return {
    name: engine.name,
    synthesize: (req, outFile) => timeMediaJob('tts', () => engine.synthesize(req, outFile)),
  };
}

/**
 * The composition root: builds the connections, the adapters the use cases take (storage, MongoDB, ffmpeg, the
 * TTS engine) once; entry points only receive them. svc-media publishes no events (docs/decisions/events.md).
 */
export async function compose(config: Config, logger: Logger, opts: ComposeOptions = {}): Promise<Deps> {
  const infra = await connectInfra('svc-media', config, logger);
  const { mongo } = infra;
  // ffmpeg needs local files, whatever the storage: a scratch folder of this process.
  const workDir = await fs.mkdtemp(path.join(config.MEDIA_WORK_DIR || os.tmpdir(), 'rbt-media-'));
  const audios = audioRepository(mongo);
  const uploads = uploadRepository(mongo);
  // Every index exists before HTTP writes (the repositories register the models).
  await buildIndexes(mongo);
  const { OPENAI_API_KEY, OPENAI_HELP_MODEL, OPENAI_BASE_URL } = config;
  const helpAdvisor = OPENAI_API_KEY
    ? modelAdvisor(openaiHelpModel({ apiKey: OPENAI_API_KEY, model: OPENAI_HELP_MODEL, baseURL: OPENAI_BASE_URL }))
    : rulesAdvisor;
  return {
    config,
    ...infra,
    storage: await createStorage(config, logger),
    audios,
    uploads,
    engine: timedEngine(pickEngine(config)),
    logger,
    workDir,
    limit: createLimit(config.MEDIA_MAX_JOBS),
    joinRunning: createJoin(),
    tools: {
      probeFacts,
      // Each loudness pass (the measure, every gain pass) is one timed normalise job.
      measureEbur128: (file) => timeMediaJob('normalise', () => measureEbur128(file)),
      applyGain: (...args) => timeMediaJob('normalise', () => applyGain(...args)),
      renderTelephone,
      speakPrompt: (language, text, outFile) => timeMediaJob('tts', () => speakPrompt(language, text, outFile)),
      pcmForWaveform,
      streamInfo,
      remove: async (files) => {
        await Promise.all(files.map((f) => fs.rm(f, { force: true })));
      },
    },
    helpAdvisor,
    clock: opts.clock ?? (() => new Date()),
  };
}
