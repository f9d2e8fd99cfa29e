/**
 * What runs in the cluster: every service, the gateway and each remote, with the CPU each asks for. The requests
 * come from the benchmarks' CPU per unit of work (docs/benchmarks.md, docs/scaling.md) at the share of a national
 * peak (25,000 calls/s) one replica is meant to carry; the autoscalers add replicas from there.
 */
export interface App {
  name: string;
  /** The image's build target in libs/local-stack/docker/node.Dockerfile (WORKSPACE picks the part). */
  target: 'service' | 'gateway' | 'remote';
  port: number;
  /** Path of the readiness probe: the kit's /health (MongoDB, Redis, Kafka) or a static file. */
  readyPath: string;
  cpu: string;
  memory: string;
  replicas: number;
  /** How the replica count moves: on CPU (HPA), on the delivery group's Kafka lag (KEDA), or fixed. */
  scale: { by: 'cpu'; max: number } | { by: 'kafka-lag'; max: number } | { by: 'fixed' };
  /** Settings of its own beside the shared ConfigMap and Secret. */
  env?: Record<string, string>;
}

const url = (name: string, port: number) => `http://${name}:${port}`;

export const APPS: App[] = [
  {
    // 127 µs of CPU per decision relayed (bench:decisions): 500m carries ~3,000 decisions/s at the 80 % target.
    name: 'gateway',
    target: 'gateway',
    port: 8080,
    readyPath: '/',
    cpu: '500m',
    memory: '384Mi',
    replicas: 2,
    scale: { by: 'cpu', max: 24 },
    env: {
      PORT: '8080',
      CAMPAIGNS_URL: url('svc-campaigns', 4001),
      PRICING_URL: url('svc-pricing', 4002),
      MEDIA_URL: url('svc-media', 4003),
      CAPACITY_URL: url('svc-capacity', 4004),
      REMOTE_DASHBOARD_URL: '/remotes/dashboard/remoteEntry.js',
      REMOTE_WIZARD_URL: '/remotes/wizard/remoteEntry.js',
      REMOTE_ADMIN_URL: '/remotes/admin/remoteEntry.js',
      REMOTE_HELP_URL: '/remotes/help/remoteEntry.js',
    },
  },
  {
    // 227–282 µs of CPU per decision (bench:decisions): one core carries ~3,500 decisions/s at the 80 % target.
    name: 'svc-capacity',
    target: 'service',
    port: 4004,
    readyPath: '/health',
    cpu: '1000m',
    memory: '512Mi',
    replicas: 2,
    scale: { by: 'cpu', max: 32 },
    env: { PORT: '4004', PRICING_URL: url('svc-pricing', 4002) },
  },
  {
    // 0.1–0.2 ms of CPU per counted play (npm run bench -w svc-campaigns): 500m counts some 2,500–5,000 plays/s.
    // One consumer per partition at most: KAFKA_DELIVERY_PARTITIONS (12) caps the useful replicas.
    name: 'svc-campaigns',
    target: 'service',
    port: 4001,
    readyPath: '/health',
    cpu: '500m',
    memory: '512Mi',
    replicas: 2,
    scale: { by: 'kafka-lag', max: 12 },
    env: { PORT: '4001', PRICING_URL: url('svc-pricing', 4002), MEDIA_URL: url('svc-media', 4003) },
  },
  {
    // 646k–895k estimates per CPU-second: the quote path is never the bottleneck.
    name: 'svc-pricing',
    target: 'service',
    port: 4002,
    readyPath: '/health',
    cpu: '250m',
    memory: '256Mi',
    replicas: 2,
    scale: { by: 'fixed' },
    env: { PORT: '4002' },
  },
  {
    // ffmpeg and TTS per upload (3 s each on the bench): media work, not per-call work.
    name: 'svc-media',
    target: 'service',
    port: 4003,
    readyPath: '/health',
    cpu: '500m',
    memory: '768Mi',
    replicas: 2,
    scale: { by: 'fixed' },
    env: { PORT: '4003', MEDIA_STORAGE_DIR: '/tmp/media' },
  },
  ...['dashboard', 'wizard', 'admin', 'help'].map((r): App => ({
    // Static files (serve-static): a few requests per page view.
    name: `mfe-${r}`,
    target: 'remote',
    port: 80,
    readyPath: '/remoteEntry.js',
    cpu: '50m',
    memory: '64Mi',
    replicas: 2,
    scale: { by: 'fixed' },
  })),
];

/** Settings every service and the gateway share (no secret among them: those are in the Secret `rbt-secrets`). */
export const SHARED_CONFIG: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  // Strimzi's bootstrap Service of the Kafka cluster `rbt-kafka` (docs/scaling.md, "Operators").
  KAFKA_BROKERS: 'rbt-kafka-kafka-bootstrap:9092',
  KAFKA_DELIVERY_PARTITIONS: '12',
  // The Redis Cluster's masters: the Service the Redis Cluster operator makes for the `RedisCluster` `rbt-redis`
  // (docs/scaling.md, "Operators"). Every service and the gateway connect with ioredis' Cluster client; REDIS_URL in
  // the Secret still gives the password (and TLS with `rediss:`). Empty: the single Redis of REDIS_URL.
  REDIS_CLUSTER_NODES: 'rbt-redis-leader:6379',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
  // The portal's and the operators' public addresses (an environment's own; the Ingress routes them to the gateway,
  // and /remotes/<name>/ to each remote's Service).
  PUBLIC_URL: 'https://ads.example.pk',
  PUBLIC_SERVING_URL: 'https://ads.example.pk',
};

/**
 * Keys the Secret `rbt-secrets` must hold (made outside this repository, e.g. by External Secrets): connection
 * strings with credentials and the signing keys. With REDIS_CLUSTER_NODES set, REDIS_URL's host is not used, its
 * user, password and scheme are (`rediss://:<password>@rbt-redis-leader:6379`).
 */
export const SECRET_KEYS = [
  'MONGO_URL',
  'REDIS_URL',
  'INTERNAL_AUTH_SECRET',
  'UPLOAD_URL_SECRET',
  'SERVING_URL_SECRET',
  'SESSION_SECRET',
  'METRICS_TOKEN',
] as const;

/** The delivery consumer group KEDA watches, and the lag (plays waiting) one replica is meant to hold at most. */
export const DELIVERY_LAG = { group: 'svc-campaigns.delivery', topic: 'delivery.v1', perReplica: 5000 };
