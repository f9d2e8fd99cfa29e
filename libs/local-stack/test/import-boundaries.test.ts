import { cruiseFixture as cruise } from './depcruise-run';

// The never-rules live in the root .dependency-cruiser.cjs and run in `npm run lint`; each is cruised on a small
// fixture tree with that very config (depcruise-run.ts).
describe('import boundaries', () => {
  it('when a remote imports another remote, then lint names the rule', () => {
    expect(
      cruise({
        'mfe-wizard/src/a.ts': "import { b } from '../../mfe-admin/src/b';\nexport const a = b;\n",
        'mfe-admin/src/b.ts': 'export const b = 1;\n',
      }),
    ).toEqual(['no-app-imports-another-app: mfe-wizard/src/a.ts -> mfe-admin/src/b.ts']);
  });

  it('when the gateway imports a service or a lib imports an app, then both are refused', () => {
    expect(
      cruise({
        'gateway/src/g.ts': "import { s } from '../../svc-pricing/src/s';\nexport const g = s;\n",
        'svc-pricing/src/s.ts': 'export const s = 1;\n',
        'libs/kit/src/k.ts': "import { s } from '../../../svc-pricing/src/s';\nexport const k = s;\n",
      }),
    ).toEqual([
      'libs-import-no-app: libs/kit/src/k.ts -> svc-pricing/src/s.ts',
      'no-app-imports-another-app: gateway/src/g.ts -> svc-pricing/src/s.ts',
    ]);
  });

  it('when a test starts a neighbour through its test-server, then that passes, but not a reach into its source', () => {
    expect(
      cruise({
        'gateway/test/t.test.ts':
          "import { start } from '../../svc-media/test/test-server';\nimport { m } from '../../svc-media/src/m';\nexport const t = [start, m];\n",
        'svc-media/test/test-server.ts': 'export const start = 1;\n',
        'svc-media/src/m.ts': 'export const m = 1;\n',
      }),
    ).toEqual(['tests-import-other-apps-only-through-their-test-server: gateway/test/t.test.ts -> svc-media/src/m.ts']);
  });

  it('when browser code imports the service kit or an app imports its own files and libs, then only the kit is refused', () => {
    expect(
      cruise({
        'mfe-help/src/h.ts':
          "import { k } from '../../libs/service-kit/src/k';\nimport { w } from '../../libs/web-kit/src/w';\nimport { o } from './o';\nexport const h = [k, w, o];\n",
        'mfe-help/src/o.ts': 'export const o = 1;\n',
        'libs/service-kit/src/k.ts': 'export const k = 1;\n',
        'libs/web-kit/src/w.ts': 'export const w = 1;\n',
      }),
    ).toEqual(['browser-code-imports-no-server-lib: mfe-help/src/h.ts -> libs/service-kit/src/k.ts']);
  });
});
