import os from 'node:os';
import { createLogger, eventConsumer, signIdentity } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS, datesBetween } from '@rbt/contracts';
import { dropDatabase } from '@rbt/test-kit';
import { readConfig } from '../src/config';
import { start } from '../src/server';
import { CONSUMER_GROUP, reserveOrReleaseOnStatusChanged } from '../src/inventory/entry-points/kafka/subscribers';

// autocannon ships no types; this is the part of its API the bench uses.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  non2xx: number;
  timeouts: number;
}
const autocannon: (o: Record<string, unknown>) => Promise<AutocannonResult> = require('autocannon');

const CONCURRENT = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const stamp = Date.now().toString(36);

async function main() {
  const config = readConfig({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'silent',
    MONGO_DB: `bench_capacity_${stamp}`,
    KAFKA_TOPIC_PREFIX: `bench-capacity-${stamp}.`,
  });
  const s = await start(config, createLogger('svc-capacity', 'silent'));
  const repos = s.deps;
  const handle = eventConsumer({ ...s.deps, group: CONSUMER_GROUP })(
    'reserveOrReleaseOnStatusChanged',
    reserveOrReleaseOnStatusChanged(s.deps),
  );
  try {
    // 10,112 rows: 79 dates × 8 cities × 16 slots (the pre-issue-15 grid, so figures stay comparable), each with room for every bench booking.
    const dates = datesBetween('2027-01-01', '2027-03-20');
    const now = new Date();
    const docs = dates.flatMap((date) =>
      CAPACITY_CITY_IDS.slice(0, 8).flatMap((city) =>
        CAPACITY_SLOT_IDS.slice(2).map((timeSlot) => ({
          _id: `${date}|${city}|${timeSlot}`,
          date,
          city,
          timeSlot,
          totalCapacity: 10_000_000,
          bookedCapacity: 0,
          availableCapacity: 10_000_000,
          holds: [],
          lastUpdated: now,
        })),
      ),
    );
    await Promise.all(dates.map((d) => repos.grid.collFor(d).insertMany(docs.filter((x) => x.date === d))));
    console.log(
      JSON.stringify({
        label: 'seeded',
        rows: docs.length,
        cores: os.cpus().length,
        loadAverage1m: os.loadavg()[0].toFixed(2),
      }),
    );

    // Each approval books 2 cities × 7 days × 4 slots = 56 slot updates, the size of a typical week-long campaign.
    const booking = {
      cities: ['karachi', 'lahore'],
      startDate: '2027-01-04',
      endDate: '2027-01-10',
      timeSlots: ['09-10', '18-19', '19-20', '20-21'],
      expectedImpressions: 56_000,
    };
    let campaigns = 0;
    const t0 = process.hrtime.bigint();
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          handle(
            makeEvent('campaigns', 'campaign.status_changed', `bench-${round}-${i}`, {
              ownerId: 'bench',
              from: 'pending_review',
              to: 'scheduled',
              booking,
            }),
          ),
        ),
      );
      campaigns += CONCURRENT;
    }
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    const reserved = (await repos.grid.find('2027-01-04', 'karachi')).find(
      (r) => r.timeSlot === '18-19',
    )?.bookedCapacity;
    console.log(
      JSON.stringify({
        label: `reservation path, ${CONCURRENT} concurrent approvals × ${ROUNDS} rounds`,
        bookingsPerSec: Math.round(campaigns / secs),
        slotUpdatesPerSec: Math.round((campaigns * 56) / secs),
        campaigns,
        seconds: secs.toFixed(2),
        checkBookedKarachi1819: reserved,
      }),
    );

    const headers = signIdentity(config.INTERNAL_AUTH_SECRET, {
      id: 'bench-admin',
      role: 'admin',
      email: 'admin@example.com',
    });
    const runs = [
      ['capacity query, one date, all cities', '/api/admin/capacity?date=2027-01-04&city=all'],
      ['capacity summary (heat map), one date', '/api/admin/capacity/summary?date=2027-01-04'],
    ];
    // One connection shows the latency of a single admin; ten show it under concurrent load.
    for (const connections of [1, 10])
      for (const [label, path] of runs) {
        const r = await autocannon({
          url: `http://127.0.0.1:${s.port}${path}`,
          connections,
          duration: DURATION_S,
          headers,
        });
        console.log(
          JSON.stringify({
            label,
            connections,
            rowsInCollection: docs.length,
            reqPerSec: Math.round(r.requests.average),
            p50ms: r.latency.p50,
            p99ms: r.latency.p99,
            errors: r.errors + r.timeouts,
            non2xx: r.non2xx,
            total: r.requests.total,
          }),
        );
      }
  } finally {
    await s.stop();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
