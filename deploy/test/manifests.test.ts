import fs from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { APPS, SECRET_KEYS, SHARED_CONFIG } from '../src/apps';
import { imageFrom, manifests, type Manifest } from '../src/manifests';
import { toYaml } from '../src/yaml';

const files = manifests(imageFrom('registry.example.pk/rbt', 'latest'));
const all = [...files.values()].flat();
const of = (kind: string, name: string) => all.find((o) => o.kind === kind && o.metadata?.name === name);
const toJson = (o: Manifest | undefined) => o?.toJSON() as Record<string, any> | undefined;

describe('the Kubernetes manifests (deploy/)', () => {
  it('when every object is checked against its Kubernetes schema, then each is valid', () => {
    for (const o of all) expect(() => o.validate()).not.toThrow();
    // The check can fail: a Deployment without its pod template is refused.
    expect(() => new Deployment({ metadata: { name: 'x' }, spec: { selector: {} } } as never).validate()).toThrow();
  });

  it('when each app is read, then it has probes, CPU and memory requests, a Service and a disruption budget', () => {
    for (const app of APPS) {
      const d = toJson(of('Deployment', app.name));
      const c = d?.spec.template.spec.containers[0];
      expect(c.readinessProbe.httpGet.path).toBe(app.readyPath);
      expect(c.livenessProbe).toBeDefined();
      expect(c.resources.requests).toEqual({ cpu: app.cpu, memory: app.memory });
      expect(toJson(of('Service', app.name))?.spec.ports[0].port).toBe(app.port);
      expect(toJson(of('PodDisruptionBudget', app.name))?.spec).toEqual({
        minAvailable: 1,
        selector: { matchLabels: { app: app.name } },
      });
      expect(d?.spec.replicas).toBeGreaterThan(1);
    }
    expect(APPS.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'gateway',
        'svc-campaigns',
        'svc-pricing',
        'svc-media',
        'svc-capacity',
        'mfe-dashboard',
        'mfe-wizard',
        'mfe-admin',
        'mfe-help',
      ]),
    );
  });

  it('when the autoscalers are read, then the gateway and svc-capacity follow CPU and svc-campaigns the delivery lag, up to the partitions', () => {
    for (const name of ['gateway', 'svc-capacity'])
      expect(toJson(of('HorizontalPodAutoscaler', name))?.spec.metrics[0].resource.name).toBe('cpu');
    const keda = toJson(of('ScaledObject', 'svc-campaigns'))?.spec;
    expect(keda.triggers[0]).toMatchObject({
      type: 'kafka',
      metadata: { consumerGroup: 'svc-campaigns.delivery', topic: 'delivery.v1' },
    });
    // A consumer beyond the partitions would sit idle.
    expect(keda.maxReplicaCount).toBeLessThanOrEqual(Number(SHARED_CONFIG.KAFKA_DELIVERY_PARTITIONS));
    expect(of('HorizontalPodAutoscaler', 'svc-campaigns')).toBeUndefined();
  });

  it('when a service or the gateway starts, then it takes REDIS_CLUSTER_NODES from the ConfigMap and the Redis password from the Secret', () => {
    const nodes = toJson(of('ConfigMap', 'rbt-config'))?.data.REDIS_CLUSTER_NODES;
    // Seeds as the kit reads them (libs/service-kit/src/redis.ts): host:port, comma-separated.
    expect(nodes).toMatch(/^[a-z0-9.-]+:\d+(,[a-z0-9.-]+:\d+)*$/);
    expect(SECRET_KEYS).toContain('REDIS_URL');
    for (const app of APPS) {
      const c = toJson(of('Deployment', app.name))?.spec.template.spec.containers[0];
      if (app.target === 'remote') {
        // Static files: no Redis, no settings.
        expect(c.envFrom).toBeUndefined();
        continue;
      }
      expect(c.envFrom).toEqual([{ configMapRef: { name: 'rbt-config' } }, { secretRef: { name: 'rbt-secrets' } }]);
      // Not overridden per app: one Redis (or one Cluster) for all, as the plays relay, leases and sessions need.
      expect(c.env.map((e: { name: string }) => e.name)).not.toContain('REDIS_CLUSTER_NODES');
    }
  });

  it('when the committed YAML is compared with the generator, then it is current (npm run deploy:manifests)', () => {
    for (const [name, objects] of files)
      expect(fs.readFileSync(path.join(__dirname, '..', 'generated', `${name}.yaml`), 'utf8')).toBe(toYaml(objects));
  });
});
