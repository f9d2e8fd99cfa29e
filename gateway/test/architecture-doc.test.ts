import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../src/routing/forward';

// docs/architecture.md draws the gateway's routing by hand; this keeps the drawing true to ROUTES.
const doc = readFileSync(path.join(__dirname, '../../docs/architecture.md'), 'utf8');
const diagram = doc.slice(doc.indexOf('```') + 3, doc.indexOf('```', doc.indexOf('```') + 3));

// A prefix as a whole word: `/api/audio` must not match inside `/api/audio-files`.
const at = (prefix: string) => diagram.search(new RegExp(`${prefix.replace(/[/-]/g, '\\$&')}(?![\\w/-])`));

describe('docs/architecture.md routing diagram', () => {
  it.each(ROUTES.map((r) => [r.prefix, r] as const))(
    'when ROUTES has %s, then the diagram sends it to its service',
    (prefix, r) => {
      const i = at(prefix);
      expect(i).toBeGreaterThanOrEqual(0);
      const after = diagram.slice(i + prefix.length);
      expect(after.match(/→ svc-(\w+)/)?.[1]).toBe(r.service);
      const flag = after.match(/^ \((admin|public)\)/)?.[1];
      expect(flag).toBe(r.admin ? 'admin' : r.public ? 'public' : undefined);
    },
  );

  it('when the diagram names a prefix, then ROUTES has it', () => {
    const named = diagram.match(/\/(api|rtb)\/[\w/-]+/g) ?? [];
    expect(named.filter((p) => !ROUTES.some((r) => r.prefix === p))).toEqual([]);
  });
});
