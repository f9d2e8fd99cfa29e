import { EstimateRequest } from '@rbt/contracts';
import { CITIES, estimate, priceQuote } from '@rbt/pricing';

/** A spread of realistic wizard selections, parsed once so only the engine is timed. */
function sampleRequests(n: number) {
  const ids = CITIES.map((c) => c.id);
  const genders = ['all', 'male', 'female'] as const;
  const devices = ['all', 'smartphone', 'nonSmartphone'] as const;
  const tiers = ['all', 'bronze', 'silver', 'gold', 'platinum'] as const;
  return Array.from({ length: n }, (_, i) =>
    EstimateRequest.parse({
      audience: {
        cities: ids.slice(i % 30, (i % 30) + 1 + (i % 6)),
        gender: genders[i % 3],
        deviceType: devices[i % 3],
        valueTier: tiers[i % 5],
      },
      schedule: {
        startDate: '2026-12-01',
        endDate: `2026-12-${String(2 + (i % 27)).padStart(2, '0')}`,
        timeSlots: ['09-10', '13-14', '19-20', '20-21'].slice(0, 1 + (i % 4)),
      },
      controls: { freqCapPerDay: 1 + (i % 5) },
    }),
  );
}

/**
 * Quotes per wall-clock second and per CPU second of this process. On a shared 2-core machine other work
 * steals the core, so the CPU figure is the one that says what the engine itself costs.
 */
function perSecond(fn: (i: number) => unknown, ms: number): { wall: number; cpu: number } {
  for (let i = 0; i < 20_000; i++) fn(i); // warm up the JIT before timing
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  const end = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < end) {
    for (let k = 0; k < 1000; k++) fn(n++);
    now = process.hrtime.bigint();
  }
  const cpu = process.cpuUsage(cpu0);
  return { wall: Math.round(n / (Number(now - start) / 1e9)), cpu: Math.round(n / ((cpu.user + cpu.system) / 1e6)) };
}

/** Quotes per second of the full estimate and of the price models, in this one process. */
export function benchEngine(ms = 3000) {
  const reqs = sampleRequests(1024);
  const models = ['standard', 'custom', 'niche'];
  const estimates = perSecond((i) => estimate(reqs[i & 1023]), ms);
  const prices = perSecond(
    (i) =>
      priceQuote({
        model: models[i % 3],
        impressions: 1000 + i,
        context: { cities: ['lahore'], timeSlots: ['19-20'] },
      }),
    ms,
  );
  return { estimates, prices };
}
