import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses process.env with a zod schema and fails fast with one line per bad key.
 * Each schema documents its keys with .describe(), so the message says what the key is for.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  // An empty variable (as compose passes for an unset optional key) counts as not set.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Keys every service shares. */
export const commonConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('Runtime mode'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level'),
  MONGO_URL: z.string().url().default('mongodb://127.0.0.1:27017').describe('MongoDB connection string'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379').describe('Redis connection string'),
  KAFKA_BROKERS: z.string().default('127.0.0.1:9092').describe('Comma-separated Kafka bootstrap servers'),
  KAFKA_TOPIC_PREFIX: z.string().default('').describe('Prefix for every topic name (tests isolate themselves with it)'),
  INTERNAL_AUTH_SECRET: z.string().min(16).default('local-dev-internal-secret-change-me').describe('HMAC key shared by the gateway and services to sign the caller identity'),
});
export type CommonConfig = z.infer<typeof commonConfig>;
