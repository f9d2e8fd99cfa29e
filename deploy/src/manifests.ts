import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { APPS, DELIVERY_LAG, SHARED_CONFIG, type App } from './apps';

/** Every object of the portal, as kubernetes-models' typed (and validating) models. */
export type Manifest = Deployment | Service | PodDisruptionBudget | HorizontalPodAutoscaler | ScaledObject | ConfigMap;

const NAMESPACE = 'rbt';
const CONFIG = 'rbt-config';
const SECRETS = 'rbt-secrets';
/** CPU use (of the request) the autoscalers hold replicas at: room for a minute's surge while a pod starts. */
const CPU_TARGET_PCT = 70;

const meta = (app: App) => ({ name: app.name, namespace: NAMESPACE, labels: { app: app.name, part: 'rbt-ads' } });

function deployment(app: App, image: (app: App) => string): Deployment {
  const probe = (path: string, periodSeconds: number, failureThreshold: number) => ({
    httpGet: { path, port: app.port },
    periodSeconds,
    failureThreshold,
    timeoutSeconds: 3,
  });
  const remote = app.target === 'remote';
  return new Deployment({
    metadata: meta(app),
    spec: {
      replicas: app.replicas,
      selector: { matchLabels: { app: app.name } },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: { app: app.name, part: 'rbt-ads' } },
        spec: {
          // A service stops its consumers, relays and HTTP on SIGTERM (runMain); Kafka hands its partitions on.
          terminationGracePeriodSeconds: 40,
          containers: [
            {
              name: app.name,
              image: image(app),
              ports: [{ name: 'http', containerPort: app.port }],
              ...(remote
                ? {}
                : {
                    envFrom: [{ configMapRef: { name: CONFIG } }, { secretRef: { name: SECRETS } }],
                    env: Object.entries(app.env ?? {}).map(([name, value]) => ({ name, value })),
                  }),
              resources: {
                requests: { cpu: app.cpu, memory: app.memory },
                limits: { memory: app.memory },
              },
              // Ready: /health answers 200 (its MongoDB, Redis and Kafka reachable). Alive: the process answers
              // HTTP at all; a dependency down must not restart every pod (docs/scaling.md, "Probes").
              readinessProbe: probe(app.readyPath, 5, 3),
              livenessProbe: { tcpSocket: { port: app.port }, periodSeconds: 10, failureThreshold: 6 },
              startupProbe: { tcpSocket: { port: app.port }, periodSeconds: 2, failureThreshold: 60 },
            },
          ],
        },
      },
    },
  });
}

const service = (app: App) =>
  new Service({
    metadata: meta(app),
    spec: { selector: { app: app.name }, ports: [{ name: 'http', port: app.port, targetPort: app.port }] },
  });

const disruptionBudget = (app: App) =>
  new PodDisruptionBudget({
    metadata: meta(app),
    spec: { minAvailable: 1, selector: { matchLabels: { app: app.name } } },
  });

function autoscaler(app: App): HorizontalPodAutoscaler | ScaledObject | undefined {
  const target = { apiVersion: 'apps/v1', kind: 'Deployment', name: app.name };
  if (app.scale.by === 'cpu')
    return new HorizontalPodAutoscaler({
      metadata: meta(app),
      spec: {
        scaleTargetRef: target,
        minReplicas: app.replicas,
        maxReplicas: app.scale.max,
        metrics: [
          {
            type: 'Resource',
            resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: CPU_TARGET_PCT } },
          },
        ],
      },
    });
  if (app.scale.by === 'kafka-lag')
    // KEDA makes (and owns) the HPA: replicas follow the delivery group's lag, never past the partitions.
    return new ScaledObject({
      metadata: meta(app),
      spec: {
        scaleTargetRef: { name: app.name },
        minReplicaCount: app.replicas,
        maxReplicaCount: app.scale.max,
        triggers: [
          {
            type: 'kafka',
            metadata: {
              bootstrapServers: SHARED_CONFIG.KAFKA_BROKERS!,
              consumerGroup: DELIVERY_LAG.group,
              topic: DELIVERY_LAG.topic,
              lagThreshold: String(DELIVERY_LAG.perReplica),
              offsetResetPolicy: 'earliest',
              allowIdleConsumers: 'false',
            },
          },
        ],
      },
    });
  return undefined;
}

/** The shared settings; the Secret is only referred to (see SECRET_KEYS). */
const sharedConfig = () =>
  new ConfigMap({ metadata: { name: CONFIG, namespace: NAMESPACE, labels: { part: 'rbt-ads' } }, data: SHARED_CONFIG });

/** Every manifest, per file name (one file per app, plus the shared config). */
export function manifests(image: (app: App) => string): Map<string, Manifest[]> {
  const files = new Map<string, Manifest[]>([['config', [sharedConfig()]]]);
  for (const app of APPS) {
    const scaler = autoscaler(app);
    files.set(app.name, [deployment(app, image), service(app), disruptionBudget(app), ...(scaler ? [scaler] : [])]);
  }
  return files;
}

/** Images from one registry and tag: `<registry>/<app>:<tag>`. */
export const imageFrom = (registry: string, tag: string) => (app: App) => `${registry}/${app.name}:${tag}`;
