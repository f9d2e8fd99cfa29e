import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses process.env with a zod schema and fails fast with one line per bad key.
 * Each schema documents its keys with .describe(), so the message says what the key is for.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  // An empty variable (as compose passes for an unset optional key) counts as not set.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  refuseWeakSecrets(schema, parsed.data as Record<string, unknown>, env);
  return parsed.data;
}

/** Shortest secret accepted outside the local stack: 32 characters, e.g. `openssl rand -base64 32`. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The shipped defaults of `*_SECRET` keys are public (they are in this repository), so a service refuses to start
 * with one, or with a short secret, unless the local stack started it (`RBT_LOCAL_STACK=true`) and it is not a
 * production run. The error is one line naming the key.
 */
function refuseWeakSecrets(schema: z.ZodTypeAny, data: Record<string, unknown>, env: NodeJS.ProcessEnv): void {
  if (env.RBT_LOCAL_STACK === 'true' && data.NODE_ENV !== 'production' && env.NODE_ENV !== 'production') return;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodTypeAny>) : {};
  for (const [key, field] of Object.entries(shape)) {
    if (!key.endsWith('_SECRET') || !(field instanceof z.ZodDefault)) continue;
    const value = data[key];
    if (typeof value !== 'string') continue;
    const shipped = field._def.defaultValue() as string;
    if (value === shipped || value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `${key}: ${value === shipped ? 'the shipped default' : `a secret shorter than ${MIN_SECRET_LENGTH} characters`} is refused outside the local stack; set ${key} to a random value (openssl rand -base64 32)`,
      );
    }
  }
}

/** Keys every service shares. */
export const commonConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').describe('Runtime mode'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  MONGO_URL: z.string().url().default('mongodb://127.0.0.1:27017').describe('MongoDB connection string'),
  HEALTH_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(2000)
    .describe('How long /health waits for each dependency (the gateway for each service) before calling it down'),
  MONGO_SERVER_SELECTION_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe(
      'How long a MongoDB call waits for a reachable server before it fails (a request then answers 503); the tests give a loaded local server longer',
    ),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379').describe('Redis connection string'),
  REDIS_CLUSTER_NODES: z
    .string()
    .optional()
    .describe(
      'Comma-separated host:port seed nodes of a Redis Cluster; when set, services use it instead of REDIS_URL and serving splits its decision in one atomic step per hash slot (docs/scaling.md)',
    ),
  KAFKA_BROKERS: z.string().default('127.0.0.1:9092').describe('Comma-separated Kafka bootstrap servers'),
  KAFKA_TOPIC_PREFIX: z.string().default('').describe('Prefix for every topic name (tests isolate themselves with it)'),
  INTERNAL_AUTH_SECRET: z
    .string()
    .min(16)
    .default('local-dev-internal-secret-change-me')
    .describe('HMAC key shared by the gateway and services to sign the caller identity'),
  INTERNAL_AUTH_SECRET_PREVIOUS: z
    .string()
    .min(16)
    .optional()
    .describe(
      "The key being rotated out: services still accept identities it signed (set it on services first, then change the gateway's key)",
    ),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'Bearer token Prometheus scrapes /metrics with; unset: /metrics answers 404 (never open to anonymous callers)',
    ),
  RBT_LOCAL_STACK: z
    .enum(['true', 'false'])
    .default('false')
    .describe('Set by the local stack (npm start, npm test): allows the shipped development secrets'),
});
export type CommonConfig = z.infer<typeof commonConfig>;

/** Keys every service with Kafka consumers and an outbox shares (the gateway has neither). */
export const serviceConfig = commonConfig.extend({
  OUTBOX_RELAY_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(1000)
    .describe('How often the outbox relay looks for unsent events besides the trigger after each write'),
  KAFKA_FETCH_WAIT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe(
      "How long a consumer's fetch waits on the broker when no event is there (an event ends the wait at once); stopping waits for the fetch under way",
    ),
  KAFKA_DELIVERY_PARTITIONS: z.coerce
    .number()
    .int()
    .positive()
    .default(3)
    .describe(
      'Partitions delivery.v1 is created with (keyed by campaign): the most consumer instances that count plays side by side; 12 in production (docker-compose.yml, deploy/)',
    ),
  KAFKA_SESSION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(6000)
    .default(30_000)
    .describe(
      "How long a consumer group waits for a silent member (a killed instance) before handing its partitions to the others (the broker's minimum is 6 s)",
    ),
  KAFKA_START_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15_000)
    .describe(
      'How long start waits for Kafka topics and consumers before serving anyway (they keep retrying in the background)',
    ),
});

/**
 * A service's config schema: the shared keys, then its HTTP port and the database only it uses (each service owns
 * one, docs/architecture.md), to be extended with the service's own keys.
 */
export const serviceConfigOf = (port: number, db: string) =>
  serviceConfig.extend({
    PORT: z.coerce.number().int().min(0).default(port).describe('HTTP port (0 picks a free one)'),
    MONGO_DB: z.string().default(db).describe('Database name; only this service uses it'),
  });

/** readConfig of an app: its schema over process.env, or over the env a test passes. */
export const configReader =
  <S extends z.ZodTypeAny>(schema: S) =>
  (env: NodeJS.ProcessEnv = process.env): z.infer<S> =>
    loadConfig(schema, env);

/** For main.ts: a configuration error ends the process with its message alone (no stack trace to dig through). */
export function configOrExit<T>(service: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${service} cannot start: ${err.message}\n`);
    return process.exit(1);
  }
}
