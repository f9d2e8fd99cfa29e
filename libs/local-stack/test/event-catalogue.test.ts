import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENT_REGISTRY } from '@rbt/contracts';
import { CATALOGUE_FILE, renderCatalogue, scanUsage } from '../src/event-catalogue';

/** `<topic>/<event>` of every event the contracts register. */
const REGISTERED = Object.entries(EVENT_REGISTRY).flatMap(([topic, events]) =>
  Object.keys(events).map((name) => `${topic}/${name}`),
);

describe('event catalogue', () => {
  it('when docs/events.md is compared with the contracts and the services, then it is current (npm run docs:events)', () => {
    expect(fs.readFileSync(CATALOGUE_FILE, 'utf8')).toBe(renderCatalogue());
  });

  it('when an event is in the contracts, then a service consumes it: nothing is published that nobody reads', () => {
    // An event without a consumer is removed, not kept for a reader that may come (docs/decisions/events.md).
    const { consumers } = scanUsage();
    expect(REGISTERED.length).toBeGreaterThan(5);
    expect(REGISTERED.filter((key) => !consumers.get(key)?.size)).toEqual([]);
  });

  it('when an event is in the contracts, then a service publishes it: no handler waits for an event nobody sends', () => {
    const { publishers } = scanUsage();
    expect(REGISTERED.filter((key) => !publishers.get(key)?.size)).toEqual([]);
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
        "const e = makeEvent('campaigns', 'campaign.updated', id, {});",
      ].join('\n'),
    );
    const usage = scanUsage(root);
    fs.rmSync(root, { recursive: true, force: true });
    expect([...usage.consumers.entries()].map(([k, v]) => `${k}=${[...v]}`).sort()).toEqual([
      'capacity/capacity.insufficient=svc-media (svc-media.capacity)',
      'capacity/capacity.reserved=svc-media (svc-media.capacity)',
    ]);
    expect([...usage.publishers.get('campaigns/campaign.updated')!]).toEqual(['svc-media']);
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
