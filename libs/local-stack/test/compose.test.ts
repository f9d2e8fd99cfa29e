import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

// No docker client here: the file is checked against the compose-spec subset it uses (strict, so a misspelt key
// fails) and against the files and names it refers to.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const Service = z
  .object({
    image: z.string().optional(),
    build: z.unknown().optional(),
    restart: z.string().optional(),
    command: z.union([z.string(), z.array(z.string())]).optional(),
    entrypoint: z.union([z.string(), z.array(z.string())]).optional(),
    environment: z.record(z.union([z.string(), z.number(), z.null()])).optional(),
    ports: z.array(z.string()).optional(),
    volumes: z.array(z.string()).optional(),
    depends_on: z.array(z.string()).optional(),
    secrets: z.array(z.string()).optional(),
  })
  .strict()
  .refine((s) => s.image || s.build, 'a service needs an image or a build');
const Compose = z
  .object({
    services: z.record(Service),
    volumes: z.record(z.null()).optional(),
    secrets: z.record(z.object({ environment: z.string() }).strict()).optional(),
  })
  .passthrough();

const compose = Compose.parse(parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }));
const services = compose.services;

describe('docker-compose.yml', () => {
  it('when it is parsed, then every service matches the compose subset and depends only on services it defines', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const dep of s.depends_on ?? []) expect([name, dep, dep in services]).toEqual([name, dep, true]);
      for (const secret of s.secrets ?? []) expect(compose.secrets?.[secret]).toBeDefined();
    }
  });

  it('when the operations services are read, then they use official pinned images and mount files that exist', () => {
    const official = {
      prometheus: /^prom\/prometheus:v\d/,
      grafana: /^grafana\/grafana:\d/,
      'otel-collector': /^otel\/opentelemetry-collector(-contrib)?:\d/,
      jaeger: /^jaegertracing\/all-in-one:\d/,
    };
    for (const [name, image] of Object.entries(official)) {
      expect(services[name]?.image).toMatch(image);
      for (const v of services[name]?.volumes ?? []) expect(existsSync(path.join(ROOT, v.split(':')[0]!))).toBe(true);
    }
  });

  it('when Prometheus scrapes, then it reaches each service on its port with the token, and every node service has one', () => {
    const prom = parse(readFileSync(path.join(ROOT, 'ops/prometheus/prometheus.yml'), 'utf8'));
    const job = prom.scrape_configs[0];
    expect(job.authorization.credentials_file).toBe('/run/secrets/metrics_token');
    const targets: string[] = job.static_configs[0].targets;
    for (const name of ['gateway', 'svc-campaigns', 'svc-pricing', 'svc-media', 'svc-capacity']) {
      const port = String(services[name]?.environment?.PORT);
      expect(targets).toContain(`${name}:${port}`);
      expect(services[name]?.environment?.METRICS_TOKEN).toBeDefined();
      expect(services[name]?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    }
  });

  it('when a Redis Cluster is given (REDIS_CLUSTER_NODES), then every service and the gateway take it', () => {
    for (const name of ['gateway', 'svc-campaigns', 'svc-pricing', 'svc-media', 'svc-capacity'])
      expect([name, services[name]?.environment?.REDIS_CLUSTER_NODES]).toEqual([name, '${REDIS_CLUSTER_NODES:-}']);
  });

  it("when Grafana's dashboard is provisioned, then its queries use metrics the code exports", () => {
    const dash = JSON.parse(readFileSync(path.join(ROOT, 'ops/grafana/dashboards/rbt-overview.json'), 'utf8'));
    const kit = readFileSync(path.join(ROOT, 'libs/service-kit/src/metrics.ts'), 'utf8');
    const ours = [
      'http_request_duration_seconds',
      'http_requests_in_flight',
      'outbox_backlog_events',
      'outbox_oldest_event_age_seconds',
    ];
    const exprs: string[] = dash.panels.map((p: { targets: { expr: string }[] }) => p.targets[0]!.expr);
    for (const m of ours) {
      expect(kit).toContain(`name: '${m}'`);
      expect(exprs.some((e) => e.includes(m))).toBe(true);
    }
  });
});
