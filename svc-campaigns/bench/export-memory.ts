/**
 * Memory while the analytics CSV of a 1,000,000-play campaign streams out (90 days × every city and hour slot the
 * portal sells, CAPACITY_CITY_IDS × CAPACITY_SLOT_IDS in @rbt/contracts: 90 × 42 × 18 = 68,040 cells, printed as
 * `cells`; each stored in PARTS parts as the delivery write path spreads busy cells), through the real route: HTTP,
 * the MongoDB cursor, csv-stringify. The service and this client share the process, so the heap sampled every
 * 500 ms (after a collection) is both; the export counts as flat when it stays within ±20 MB of its median.
 * Run: npx tsx --expose-gc svc-campaigns/bench/export-memory.ts   (PLAYS=, DAYS=, PARTS= to change the size)
 */
import { addCalendarDays, CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS } from '@rbt/contracts';
import { signIdentity } from '@rbt/service-kit';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startWithPricing } from '../test/with-pricing';
import { alice, fullDraft, paid } from '../test/fixtures';

const PLAYS = Number(process.env.PLAYS ?? 1_000_000);
const DAYS = Number(process.env.DAYS ?? 90);
const PARTS = Number(process.env.PARTS ?? 2);
const MB = 1024 * 1024;

async function main() {
  const s = await startWithPricing();
  try {
    const id = await paid(s.base, alice, fullDraft({ budget: 250_000 }));
    const cells = DAYS * CAPACITY_CITY_IDS.length * CAPACITY_SLOT_IDS.length;
    const col = s.deps.mongo.db!.collection('delivery_cells');
    const t0 = Date.now();
    let batch: Record<string, unknown>[] = [];
    let n = 0;
    for (let d = 0; d < DAYS; d++)
      for (const timeSlot of CAPACITY_SLOT_IDS)
        for (const city of CAPACITY_CITY_IDS) {
          const date = addCalendarDays('2030-01-01', d);
          const plays = Math.floor(PLAYS / cells) + (n++ < PLAYS % cells ? 1 : 0);
          for (let p = 0; p < PARTS; p++) {
            const share = Math.floor(plays / PARTS) + (p < plays % PARTS ? 1 : 0);
            batch.push({
              _id: `${id}|${date}|${timeSlot}|${city}|${p}`,
              campaignId: id,
              date,
              timeSlot,
              city,
              impressions: share,
              uniqueUsers: share,
              spendPkr: 0,
              listen: { start: share, complete: Math.floor(share / 2) },
              eventIds: [],
            });
          }
          if (batch.length >= 5000) {
            await col.insertMany(batch as never[]);
            batch = [];
          }
        }
    if (batch.length) await col.insertMany(batch as never[]);
    const insertS = (Date.now() - t0) / 1000;
    globalThis.gc?.();
    const before = process.memoryUsage();
    // Each sample collects first (--expose-gc), so it is the memory the export holds, not garbage not yet collected;
    // the largest heap seen between samples (garbage included) is reported beside it.
    const samples: number[] = [];
    let rawMax = before.heapUsed;
    let rss = before.rss;
    const raw = setInterval(() => {
      rawMax = Math.max(rawMax, process.memoryUsage().heapUsed);
    }, 50);
    const timer = setInterval(() => {
      globalThis.gc?.();
      const m = process.memoryUsage();
      samples.push(m.heapUsed);
      rss = Math.max(rss, m.rss);
    }, 500);
    const t1 = Date.now();
    const res = await fetch(`${s.base}/api/analytics/export.csv?campaignId=${id}`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, alice),
    });
    let bytes = 0;
    let lines = 0;
    let played = 0;
    let playsColumn = -1;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const text = tail + decoder.decode(chunk, { stream: true });
      const rows = text.split('\n');
      tail = rows.pop()!;
      for (const r of rows) {
        // The plays column by its header name: a column added before it (ad_id) once made this read the wrong one.
        if (lines++ === 0) playsColumn = r.split(',').indexOf('plays');
        else played += Number(r.split(',')[playsColumn]);
      }
    }
    clearInterval(timer);
    clearInterval(raw);
    const exportS = (Date.now() - t1) / 1000;
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const spread = Math.max(sorted.at(-1)! - median, median - sorted[0]!);
    const mb = (x: number) => Math.round((x / MB) * 10) / 10;
    console.log(
      JSON.stringify({
        plays: PLAYS,
        playsInCsv: played,
        rows: lines - 1,
        cells,
        storedParts: cells * PARTS,
        csvMB: mb(bytes),
        insertSeconds: insertS,
        exportSeconds: exportS,
        heapBeforeMB: mb(before.heapUsed),
        heapMedianMB: mb(median),
        heapMinMB: mb(sorted[0]!),
        heapMaxMB: mb(sorted.at(-1)!),
        heapSpreadMB: mb(spread),
        heapRawMaxMB: mb(rawMax),
        rssBeforeMB: mb(before.rss),
        rssMaxMB: mb(rss),
        samples: samples.length,
        flat: spread <= 20 * MB,
      }),
    );
  } finally {
    await s.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
