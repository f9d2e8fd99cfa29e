import { cruiseFixture, cruiseRepo } from './depcruise-run';

// The service shape (docs/CONTRIBUTING.md) is held by rules in .dependency-cruiser.cjs. Each rule gets a
// fake service of its own, the well-shaped one below with a file or two changed to break that rule; all of them
// are cruised in one run (a run costs seconds) and each test reads its own service's violations.

/** A well-shaped fake service: entry point → use case → ports (types) → repository; the events module makes events. */
const SHAPED: Record<string, string> = {
  'src/entry-points/http/demo-routes.ts':
    "import { run } from '../../domain/demo-use-case';\nexport const demoRoutes = () => run;\n",
  'src/domain/demo-use-case.ts':
    "import type { Repo } from './ports';\nimport { demoDone } from './demo-events';\nexport const run = (r: Repo) => r.save(demoDone());\n",
  'src/domain/ports.ts': "export type { Repo } from '../data-access/demo-repository';\n",
  'src/domain/demo-events.ts':
    "import { makeEvent } from '../../../libs/service-kit/src/kafka/make-event';\nexport const demoDone = () => makeEvent();\n",
  'src/data-access/demo-repository.ts':
    'export interface Repo {\n  save(e: unknown): void;\n}\nexport const repo: Repo = { save: () => undefined };\n',
  'src/entry-points/jobs/demo-job.ts':
    "import { intervalJob } from '../../../../libs/service-kit/src/interval-job';\nexport const demoJob = intervalJob;\n",
  'src/server.ts': "import { demoJob } from './entry-points/jobs/demo-job';\nexport const jobs = [demoJob];\n",
};

/** Per rule, the files that break it (paths inside the fake service). */
const BREAKS: Record<string, Record<string, string>> = {
  shaped: {},
  'domain-entry': {
    'src/domain/demo-use-case.ts':
      "import { demoRoutes } from '../entry-points/http/demo-routes';\nexport const run = demoRoutes;\n",
  },
  'adapter-entry': {
    'src/data-access/demo-repository.ts':
      "import { demoRoutes } from '../entry-points/http/demo-routes';\nexport const repo = demoRoutes;\nexport type Repo = { save(e: unknown): void };\n",
  },
  'adapter-use-case': {
    'src/media-tools/tool.ts':
      "import { run } from '../domain/demo-use-case';\nimport type { Rule } from '../domain/demo-rules';\nimport { LIMIT } from '../domain/demo-rules';\nexport const tool = (r: Rule) => [run, LIMIT, r];\n",
    'src/domain/demo-rules.ts': 'export const LIMIT = 1;\nexport type Rule = number;\n',
  },
  'domain-adapter': {
    'src/domain/demo-use-case.ts':
      "import { repo } from '../data-access/demo-repository';\nexport const run = () => repo.save(1);\n",
  },
  'domain-adapter-type': {
    'src/domain/demo-use-case.ts':
      "import type { Repo } from '../data-access/demo-repository';\nexport const run = (r: Repo) => r;\n",
  },
  'ports-value': {
    'src/domain/ports.ts':
      "import { repo } from '../data-access/demo-repository';\nexport type Repo = typeof repo;\nexport const theRepo = repo;\n",
  },
  'domain-io': {
    'src/domain/demo-rules.ts':
      "import fs from 'node:fs';\nimport http from 'http';\nimport mongoose from 'mongoose';\nexport const io = [fs, http, mongoose];\n",
  },
  events: {
    'src/domain/demo-rules.ts':
      "import { makeEvent } from '../../../libs/service-kit/src/kafka/make-event';\nexport const rule = makeEvent;\n",
    'src/entry-points/kafka/subscribers.ts':
      "import { makeEvent } from '../../../../libs/service-kit/src/kafka/make-event';\nexport const on = makeEvent;\n",
  },
  jobs: {
    'src/server.ts':
      "import { intervalJob } from '../../libs/service-kit/src/interval-job';\nexport const jobs = [intervalJob];\n",
  },
  'server-domain': {
    'src/server.ts': "import { run } from './domain/demo-use-case';\nexport const jobs = [run];\n",
  },
  'deps-from-app': {
    'src/app.ts': 'export interface Deps {\n  a: number;\n}\nexport const app = 1;\n',
    'src/routing/proxy.ts': "import type { Deps } from '../app';\nexport const proxy = (d: Deps) => d;\n",
  },
  'context-layers': {
    'src/alpha/domain/alpha-use-case.ts':
      "import { alphaRoutes } from '../entry-points/http/alpha-routes';\nexport const run = alphaRoutes;\n",
    'src/alpha/entry-points/http/alpha-routes.ts': 'export const alphaRoutes = () => [];\n',
  },
  'context-index': {
    'src/alpha/domain/alpha-rules.ts':
      "import { beta } from '../../beta/domain/beta-rules';\nimport { gamma } from '../../beta';\nexport const alpha = [beta, gamma];\n",
    'src/beta/domain/beta-rules.ts': 'export const beta = 1;\nexport const gamma = 2;\n',
    'src/beta/index.ts': "export { gamma } from './domain/beta-rules';\n",
  },
  cycle: {
    'src/domain/a-rules.ts': "import { b } from './b-rules';\nexport const a = () => b;\n",
    'src/domain/b-rules.ts': "import { a } from './a-rules';\nexport const b = () => a;\n",
  },
  'type-cycle': {
    'src/domain/a-rules.ts': "import type { B } from './b-rules';\nexport type A = { b?: B };\nexport const a = 1;\n",
    'src/domain/b-rules.ts': "import { a } from './a-rules';\nexport type B = number;\nexport const b = a;\n",
  },
};

/** The same shape in a service of two bounded contexts: campaigns' layers one folder down, billing using its index. */
const IN_CONTEXTS: Record<string, string> = {
  'src/campaigns/entry-points/http/demo-routes.ts':
    "import { run } from '../../domain/demo-use-case';\nexport const demoRoutes = () => run;\n",
  'src/campaigns/domain/demo-use-case.ts': SHAPED['src/domain/demo-use-case.ts']!,
  'src/campaigns/domain/ports.ts': SHAPED['src/domain/ports.ts']!,
  'src/campaigns/domain/demo-events.ts':
    "import { makeEvent } from '../../../../libs/service-kit/src/kafka/make-event';\nexport const demoDone = () => makeEvent();\n",
  'src/campaigns/data-access/demo-repository.ts': SHAPED['src/data-access/demo-repository.ts']!,
  'src/campaigns/index.ts':
    "export { run } from './domain/demo-use-case';\nexport type { Repo } from './domain/ports';\n",
  'src/billing/domain/pay-use-case.ts':
    "import { run, type Repo } from '../../campaigns';\nexport const pay = (r: Repo) => run(r);\n",
  'src/billing/entry-points/jobs/pay-job.ts':
    "import { intervalJob } from '../../../../../libs/service-kit/src/interval-job';\nimport { pay } from '../../domain/pay-use-case';\nexport const payJob = () => intervalJob() ?? pay;\n",
  'src/server.ts': "import { payJob } from './billing/entry-points/jobs/pay-job';\nexport const jobs = [payJob];\n",
};

/** Per rule, the files that break it in the service of two contexts. */
const IN_CONTEXTS_BREAKS: Record<string, Record<string, string>> = {
  'contexts-shaped': {},
  'context-deep-import': {
    'src/billing/domain/pay-use-case.ts':
      "import { run } from '../../campaigns/domain/demo-use-case';\nimport type { Repo } from '../../campaigns/domain/ports';\nexport const pay = (r: Repo) => run(r);\n",
  },
  'context-ports-value': {
    'src/ports.ts':
      "import { repo } from './campaigns/data-access/demo-repository';\nexport type Repo = typeof repo;\nexport const theRepo = repo;\n",
  },
  'context-domain-entry': {
    'src/billing/domain/pay-use-case.ts':
      "import { payJob } from '../entry-points/jobs/pay-job';\nexport const pay = payJob;\n",
  },
};

let found: string[] = [];

beforeAll(() => {
  const files: Record<string, string> = {
    'libs/service-kit/src/kafka/make-event.ts': 'export const makeEvent = () => ({});\n',
    'libs/service-kit/src/interval-job.ts': 'export const intervalJob = () => undefined;\n',
    'node_modules/mongoose/package.json': '{ "name": "mongoose", "main": "index.js" }\n',
    'node_modules/mongoose/index.js': 'module.exports = {};\n',
  };
  for (const [name, breaks] of Object.entries(BREAKS))
    for (const [file, text] of Object.entries({ ...SHAPED, ...breaks })) files[`svc-${name}/${file}`] = text;
  for (const [name, breaks] of Object.entries(IN_CONTEXTS_BREAKS))
    for (const [file, text] of Object.entries({ ...IN_CONTEXTS, ...breaks })) files[`svc-${name}/${file}`] = text;
  found = cruiseFixture(files);
}, 120_000);

/** The violations in one rule's fake service, its folder written `svc-demo` so the expectations read alike. */
const of = (name: string) =>
  found.filter((v) => v.includes(`svc-${name}/`)).map((v) => v.replaceAll(`svc-${name}/`, 'svc-demo/'));

describe('service shape rules', () => {
  it('when a fake service keeps the shape, then no rule fires (the others break exactly one each)', () => {
    expect(found.length).toBeGreaterThan(0);
    expect(of('shaped')).toEqual([]);
  });

  it('when a use case imports a route, then shape-domain-imports-no-entry-point fires', () => {
    expect(of('domain-entry')).toContain(
      'shape-domain-imports-no-entry-point: svc-demo/src/domain/demo-use-case.ts -> svc-demo/src/entry-points/http/demo-routes.ts',
    );
  });

  it('when a repository imports an entry point, then shape-adapter-imports-no-entry-point fires', () => {
    expect(of('adapter-entry')).toContain(
      'shape-adapter-imports-no-entry-point: svc-demo/src/data-access/demo-repository.ts -> svc-demo/src/entry-points/http/demo-routes.ts',
    );
  });

  it('when a media tool runs a use case, then shape-adapter-runs-no-use-case fires, but a type or a pure rule passes', () => {
    expect(of('adapter-use-case')).toEqual([
      'shape-adapter-runs-no-use-case: svc-demo/src/media-tools/tool.ts -> svc-demo/src/domain/demo-use-case.ts',
    ]);
  });

  it('when a use case imports a repository as a value, then shape-domain-reaches-adapters-only-through-ports fires', () => {
    expect(of('domain-adapter')).toContain(
      'shape-domain-reaches-adapters-only-through-ports: svc-demo/src/domain/demo-use-case.ts -> svc-demo/src/data-access/demo-repository.ts',
    );
  });

  it("when a use case names a repository's type itself (its own ports), then no rule fires", () => {
    expect(of('domain-adapter-type')).toEqual([]);
  });

  it('when ports.ts imports a repository as a value, then shape-ports-import-adapter-types-only fires', () => {
    expect(of('ports-value')).toContain(
      'shape-ports-import-adapter-types-only: svc-demo/src/domain/ports.ts -> svc-demo/src/data-access/demo-repository.ts',
    );
  });

  it('when a use case imports node:fs, http or mongoose, then shape-domain-imports-no-io-module fires for each', () => {
    expect(of('domain-io')).toEqual([
      'shape-domain-imports-no-io-module: svc-demo/src/domain/demo-rules.ts -> fs',
      'shape-domain-imports-no-io-module: svc-demo/src/domain/demo-rules.ts -> http',
      'shape-domain-imports-no-io-module: svc-demo/src/domain/demo-rules.ts -> node_modules/mongoose/index.js',
    ]);
  });

  it('when a rules module or a consumer makes an event itself, then shape-events-made-only-in-events-modules-use-cases-or-lifecycle fires', () => {
    expect(of('events')).toEqual([
      'shape-events-made-only-in-events-modules-use-cases-or-lifecycle: svc-demo/src/domain/demo-rules.ts -> libs/service-kit/src/kafka/make-event.ts',
      'shape-events-made-only-in-events-modules-use-cases-or-lifecycle: svc-demo/src/entry-points/kafka/subscribers.ts -> libs/service-kit/src/kafka/make-event.ts',
    ]);
  });

  it('when server.ts builds a timer, then shape-jobs-only-in-entry-points-jobs fires', () => {
    expect(of('jobs')).toEqual([
      'shape-jobs-only-in-entry-points-jobs: svc-demo/src/server.ts -> libs/service-kit/src/interval-job.ts',
    ]);
  });

  it('when server.ts runs a use case, then shape-server-imports-no-domain fires', () => {
    expect(of('server-domain')).toEqual([
      'shape-server-imports-no-domain: svc-demo/src/server.ts -> svc-demo/src/domain/demo-use-case.ts',
    ]);
  });

  it('when a module takes Deps from app.ts, then shape-deps-type-not-from-app fires', () => {
    expect(of('deps-from-app')).toEqual([
      'shape-deps-type-not-from-app: svc-demo/src/routing/proxy.ts -> svc-demo/src/app.ts',
    ]);
  });

  it('when a context folder holds the layers, then the same rules hold inside it', () => {
    expect(of('context-layers')).toEqual([
      'shape-domain-imports-no-entry-point: svc-demo/src/alpha/domain/alpha-use-case.ts -> svc-demo/src/alpha/entry-points/http/alpha-routes.ts',
    ]);
  });

  it('when a context imports another context past its index.ts, then shape-context-imports-other-contexts-only-through-index fires', () => {
    expect(of('context-index')).toEqual([
      'shape-context-imports-other-contexts-only-through-index: svc-demo/src/alpha/domain/alpha-rules.ts -> svc-demo/src/beta/domain/beta-rules.ts',
    ]);
  });

  it('when two domain modules import each other, then shape-no-cycle-in-service fires', () => {
    expect(of('cycle')).toEqual([
      'shape-no-cycle-in-service: svc-demo/src/domain/a-rules.ts -> svc-demo/src/domain/b-rules.ts',
    ]);
  });

  it('when two modules import each other but one of them only a type, then no cycle fires (types are erased)', () => {
    expect(of('type-cycle')).toEqual([]);
  });

  it('when a service holds bounded contexts, then the shape holds in each context folder and an index import passes', () => {
    expect(of('contexts-shaped')).toEqual([]);
  });

  it('when a context imports another context past its index (a value or a type), then shape-context-imports-other-contexts-only-through-index fires', () => {
    expect(of('context-deep-import')).toEqual([
      'shape-context-imports-other-contexts-only-through-index: svc-demo/src/billing/domain/pay-use-case.ts -> svc-demo/src/campaigns/domain/demo-use-case.ts',
      'shape-context-imports-other-contexts-only-through-index: svc-demo/src/billing/domain/pay-use-case.ts -> svc-demo/src/campaigns/domain/ports.ts',
    ]);
  });

  it('when the ports the contexts share (src/ports.ts) import a repository as a value, then shape-ports-import-adapter-types-only fires', () => {
    expect(of('context-ports-value')).toEqual([
      'shape-ports-import-adapter-types-only: svc-demo/src/ports.ts -> svc-demo/src/campaigns/data-access/demo-repository.ts',
    ]);
  });

  it('when a use case in a context folder imports its entry point, then shape-domain-imports-no-entry-point fires there too', () => {
    expect(of('context-domain-entry')).toContain(
      'shape-domain-imports-no-entry-point: svc-demo/src/billing/domain/pay-use-case.ts -> svc-demo/src/billing/entry-points/jobs/pay-job.ts',
    );
  });

  it('when the four services and the gateway are cruised, then they keep the shape', () => {
    expect(cruiseRepo(['svc-campaigns', 'svc-capacity', 'svc-media', 'svc-pricing', 'gateway'])).toEqual([]);
  });
});
