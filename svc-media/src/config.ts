import path from 'node:path';
import { z } from 'zod';
import { configReader, serviceConfigOf, servingKeysConfig } from '@rbt/service-kit';

const repoRoot = path.resolve(__dirname, '../..');

/** Every key svc-media reads, validated at start (fail fast). */
export const configSchema = serviceConfigOf(4003, 'rbt_media').extend({
  MEDIA_STORAGE_DIR: z
    .string()
    .default(path.join(repoRoot, '.local/media'))
    .describe(
      'Root folder of the local-filesystem storage (originals, masters, telephone renditions, incoming uploads)',
    ),
  MEDIA_WORK_DIR: z
    .string()
    .default('')
    .describe('Scratch folder for ffmpeg/espeak-ng work files; empty means the OS temp folder'),
  UPLOAD_URL_SECRET: z
    .string()
    .min(16)
    .default('local-dev-upload-url-secret-change-me')
    .describe('HMAC key that signs upload URLs (key, owner, expiry, size limit)'),
  UPLOAD_URL_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(3600_000)
    .default(900_000)
    .describe('How long a signed upload URL stays valid'),
  ...servingKeysConfig,
  MEDIA_MAX_JOBS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2)
    .describe('Concurrent ffmpeg/TTS jobs; more only queue behind the CPU'),
  OPENAI_API_KEY: z
    .string()
    .optional()
    .describe('When set, text-to-speech uses OpenAI; otherwise the offline espeak-ng engine'),
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts').describe('OpenAI speech model'),
  OPENAI_HELP_MODEL: z
    .string()
    .default('gpt-4o-mini')
    .describe('OpenAI chat model of the help assistant (POST /api/help/ai-suggestions)'),
  OPENAI_BASE_URL: z
    .string()
    .url()
    .optional()
    .describe('OpenAI API base URL; empty means the public API (tests point it at a local stub)'),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .describe(
      'S3-compatible endpoint (MinIO, e.g. http://minio:9000); with S3_BUCKET selects S3 storage for originals, masters, telephone renditions and incoming uploads',
    ),
  S3_BUCKET: z.string().optional().describe('Bucket for S3 storage; created at start when missing'),
  S3_ACCESS_KEY_ID: z.string().optional().describe('S3 access key; unset means the AWS default credential chain'),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('S3 secret key (with S3_ACCESS_KEY_ID)'),
  S3_REGION: z.string().default('us-east-1').describe('S3 region (MinIO accepts us-east-1)'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('Path-style bucket URLs (endpoint/bucket/key), as MinIO needs; false for virtual-hosted AWS buckets'),
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(600_000)
    .describe('How often stale upload slots and orphaned incoming files are swept'),
  UPLOAD_RETENTION_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(24 * 3600_000)
    .describe(
      'How long after its URL expired an unregistered upload (and its incoming file) is kept before the sweep removes it',
    ),
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = configReader(configSchema);
