import fs from 'node:fs';
import moment from 'moment';
import * as ours from '../src/eui-common-predicates.mjs';

// EUI's own module: the ES build the portal bundles (for its export list) and the CommonJS one (to call).
const EUI_ES = require.resolve('@elastic/eui/optimize/es/services/predicate/common_predicates.js');
const eui = require('@elastic/eui/lib/services/predicate/common_predicates.js') as Record<
  string,
  (v: unknown) => boolean
>;

describe("the moment-free stand-in for EUI's common predicates", () => {
  it('when EUI is installed, then the stand-in exports exactly the names its module does', () => {
    const names = [...fs.readFileSync(EUI_ES, 'utf8').matchAll(/^export (?:var|const|function) (\w+)/gm)].map(
      (m) => m[1],
    );
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(ours).sort()).toEqual([...names].sort());
  });

  it('when given moments, dates and other values, then every predicate answers as EUI’s does', () => {
    const values = [
      moment(),
      moment.utc('2026-01-01'),
      new Date(),
      new Date(NaN),
      null,
      undefined,
      0,
      '',
      '2026-01-01',
      {},
      [],
    ];
    for (const [name, fn] of Object.entries(ours as Record<string, (v: unknown) => boolean>))
      for (const v of values) expect([name, v, fn(v)]).toEqual([name, v, eui[name]!(v)]);
  });
});
