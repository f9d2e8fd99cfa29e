import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_FILE, renderCatalogue, scanUsage } from '../src/event-catalogue';

describe('event catalogue', () => {
  it('when docs/events.md is compared with the contracts and the services, then it is current (npm run docs:events)', () => {
    expect(fs.readFileSync(CATALOGUE_FILE, 'utf8')).toBe(renderCatalogue());
  });

  it('when a service subscribes a group to a topic and publishes through makeEvent, then both are found', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    fs.mkdirSync(path.join(root, 'svc-media/src/entry-points'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'svc-media/src/entry-points/subs.ts'),
      [
        "await deps.bus.subscribe('capacity', 'svc-media.capacity', {",
        "  'capacity.insufficient': async (e) => { await x({ nested: 1 }); },",
        "  'capacity.reserved': handle,",
        '});',
        "const e = makeEvent('media', 'audio.ready', id, {});",
      ].join('\n'),
    );
    const usage = scanUsage(root);
    fs.rmSync(root, { recursive: true, force: true });
    expect([...usage.consumers.entries()].map(([k, v]) => `${k}=${[...v]}`).sort()).toEqual([
      'capacity/capacity.insufficient=svc-media (svc-media.capacity)',
      'capacity/capacity.reserved=svc-media (svc-media.capacity)',
    ]);
    expect([...usage.publishers.get('media/audio.ready')!]).toEqual(['svc-media']);
    const page = renderCatalogue(usage);
    expect(page).toContain('| `capacity.insufficient` | `capacity.v1` | **none** | svc-media (svc-media.capacity) |');
  });

  it('when a service subscribes a batch handler, then the events of its list are consumed by its group', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    fs.mkdirSync(path.join(root, 'svc-capacity/src'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'svc-capacity/src/subs.ts'),
      "await deps.bus.subscribeBatch(\n  'delivery',\n  'svc-capacity.reports',\n  ['ad.played', 'ad.progressed'],\n  h,\n);",
    );
    const usage = scanUsage(root);
    fs.rmSync(root, { recursive: true, force: true });
    expect([...usage.consumers.entries()].map(([k, v]) => `${k}=${[...v]}`).sort()).toEqual([
      'delivery/ad.played=svc-capacity (svc-capacity.reports)',
      'delivery/ad.progressed=svc-capacity (svc-capacity.reports)',
    ]);
  });
});
