import { LIFTED_ACCOUNT_RATES, servingClockShiftMs } from '@rbt/test-kit';
import os from 'node:os';
import { localPath } from '../paths';
import { watchMongoLog } from '../mongo-log';
import { SoakStats } from './soak-client';
import { Ledger } from './ledger';
import { runAdvertiser } from './advertiser';
import { runAdmin } from './admin';
import { readBack } from './read-back';
import { accountEvents, topicSizes } from './event-accounting';
import { startSoakStack, SOAK_MONGO_LOG } from './soak-stack';
import { watchServiceLogs } from './log-errors';
import { prepareServing, SERVING_CAP_PER_DAY, startServing } from './serving';
import { accountPlays } from './play-accounting';

/**
 * Soak: ADVERTISERS simulated advertisers through the gateway for SOAK_SECONDS (sign up, sign in, draft,
 * three autosaves, submit, pay) and one admin approving, while an operator's platform plays SOAK_CALLS_PER_S calls a
 * second (decisions, media, tracking) of SOAK_SERVING_CAMPAIGNS live campaigns through the gateway with its key,
 * with svc-campaigns restarted at one third of the run and
 * Kafka stopped for SOAK_KAFKA_DOWN_MS at two thirds. Then every acknowledged write is read back, every one of their
 * events looked for on the topics, consumer lag and the soak's own MongoDB log checked, and every play the tracking
 * accepted looked for in analytics (once) and checked against caps and bookings. Prints one JSON summary; exits 1 on
 * a lost write, a 5xx no retry recovered, a lost event, lag left, a MongoDB error line, or a play lost, counted
 * twice, over a subscriber's cap or over a cell's booking.
 * Usage: npm run soak (SOAK_SECONDS=60 for a short run).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const ADVERTISERS = Number(process.env.SOAK_ADVERTISERS ?? 50);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const KAFKA_DOWN_MS = Number(process.env.SOAK_KAFKA_DOWN_MS ?? 10_000);
const CALLS_PER_S = Number(process.env.SOAK_CALLS_PER_S ?? 5);
const SERVING_CAMPAIGNS = Number(process.env.SOAK_SERVING_CAMPAIGNS ?? 3);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: string) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<number> {
  const run = `soak_${Date.now().toString(36)}_`;
  const load = [os.loadavg()[0]!.toFixed(2)];
  const mongoLog = watchMongoLog(SOAK_MONGO_LOG);
  const names = ['svc-campaigns', 'svc-pricing', 'svc-media', 'svc-capacity', 'gateway'];
  const serviceErrors = watchServiceLogs(Object.fromEntries(names.map((n) => [n, localPath('logs', `soak-${n}.log`)])));
  say(`starting MongoDB, Kafka and the portal (${run})`);
  const stack = await startSoakStack(run, process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    KAFKA_TOPIC_PREFIX: `${run}.`,
    LOG_LEVEL: 'info',
    PAYMENT_INQUIRY_INTERVAL_MS: '5000',
    LOGIN_RATE_LIMIT: '100000',
    SIGNUP_RATE_LIMIT: '100000',
    // Soak advertisers loop a draft every few seconds, far past a person's budget (30 drafts an hour).
    ACCOUNT_RATE_LIMITS: LIFTED_ACCOUNT_RATES,
    // The serving campaigns start today: the scheduler makes them live within seconds.
    SCHEDULER_INTERVAL_MS: '3000',
    // Before the first sold hour no call could be served: the serving clock runs from noon of the same day.
    SERVING_CLOCK_SHIFT_MS: String(servingClockShiftMs(new Date())),
  });
  const stop = () => {
    void stack.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const base = stack.portal.url;
    const stats = new SoakStats();
    const ledger = new Ledger();
    const serving = await prepareServing(base, stats, SERVING_CAMPAIGNS, say);
    const t0 = Date.now();
    const deadline = t0 + SECONDS * 1000;
    const timeline: string[] = [];
    const mark = (what: string) => {
      timeline.push(`+${((Date.now() - t0) / 1000).toFixed(1)} s ${what}`);
      say(what);
    };
    say(`portal up at ${base}; ${ADVERTISERS} advertisers and ${CALLS_PER_S} calls/s for ${SECONDS} s`);
    const traffic = startServing(base, CALLS_PER_S, say);
    let advertisersDone = false;
    const advertisers = Promise.all(
      Array.from({ length: ADVERTISERS }, (_, index) =>
        runAdvertiser({ index, base, stats, ledger, deadline, thinkMs: THINK_MS }),
      ),
    ).finally(() => {
      advertisersDone = true;
      mark('advertisers finished');
    });
    const admin = runAdmin(
      { base, stats, ledger, email: 'admin@rbt.local', password: 'admin-demo' },
      () => advertisersDone,
    );
    let atKafkaBack: Record<string, number> = {};
    const disruptions = (async () => {
      await sleep((SECONDS * 1000) / 3);
      mark('restarting svc-campaigns');
      await stack.portal.restartOne('svc-campaigns');
      mark('svc-campaigns healthy again');
      await sleep(Math.max(0, t0 + (SECONDS * 2000) / 3 - Date.now()));
      mark(`stopping Kafka for ${KAFKA_DOWN_MS / 1000} s`);
      await stack.restartKafka(KAFKA_DOWN_MS);
      mark('Kafka listening again');
      // Messages published after this show the producers and consumers came back (lag 0 at the end covers them).
      atKafkaBack = await topicSizes(stack.brokers, `${run}.`);
    })();
    await Promise.all([advertisers, admin, disruptions]);
    mark('admin finished');
    await traffic.stop();
    mark(`calls stopped: ${JSON.stringify(traffic.stats)}`);
    load.push(os.loadavg()[0]!.toFixed(2));
    // The run's own traffic, before the read-back adds its GETs.
    const during = { total: stats.requests, byStatus: { ...stats.byStatus } };
    const events = await accountEvents(stack.brokers, `${run}.`, ledger, 120_000, say);
    const afterKafkaRestart = Object.fromEntries(
      Object.entries(events.publishedMessages).map(([t, n]) => [t, n - (atKafkaBack[t] ?? 0)]),
    );
    mark('events accounted');
    const plays = await accountPlays(
      stack.brokers,
      `${run}.`,
      traffic.stats,
      serving.campaigns,
      serving.advertiser,
      serving.admin,
      SERVING_CAP_PER_DAY,
    );
    mark('plays accounted');
    const back = await readBack(base, stats, ledger);
    mark('acknowledged writes read back');
    const mongoErrors = await mongoLog.errorLines();
    const fiveXxUnrecovered = stats.fiveXxUnrecovered.length;
    const failures = [
      back.lost.length && `${back.lost.length} lost write(s)`,
      fiveXxUnrecovered && `${fiveXxUnrecovered} 5xx never recovered by a retry`,
      stats.networkErrors.length && `${stats.networkErrors.length} call(s) without an answer`,
      events.acknowledgedWritesWithoutEvent &&
        `${events.acknowledgedWritesWithoutEvent} acknowledged write(s) without their event`,
      Object.values(events.consumerLag).some((l) => l > 0) && 'consumer lag left',
      events.approvalsNotConsumed && `${events.approvalsNotConsumed} approval(s) never consumed by svc-capacity`,
      mongoErrors.length && `${mongoErrors.length} MongoDB error line(s)`,
      !plays.ads && 'no call was served',
      plays.lostPlays && `${plays.lostPlays} play(s) accepted but not counted`,
      plays.doubleCountedPlays && `${plays.doubleCountedPlays} play(s) counted twice`,
      plays.playsNotOnTopic && `${plays.playsNotOnTopic} accepted play(s) not on delivery.v1`,
      plays.overCapSubscriberDays && `${plays.overCapSubscriberDays} subscriber-day(s) over the cap`,
      plays.overBookedCells.length && `${plays.overBookedCells.length} cell(s) over their booking`,
      plays.overGuaranteeCampaigns.length && `${plays.overGuaranteeCampaigns.length} campaign(s) over their guarantee`,
    ].filter(Boolean);
    console.log(
      JSON.stringify(
        {
          soak: {
            seconds: SECONDS,
            advertisers: ADVERTISERS,
            thinkMs: THINK_MS,
            kafkaDownMs: KAFKA_DOWN_MS,
            callsPerSecond: CALLS_PER_S,
            servingCampaigns: SERVING_CAMPAIGNS,
            run,
            startedAt: new Date(t0).toISOString(),
          },
          machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
          loadAverage1m: load,
          timeline,
          requests: {
            ...during,
            readBackCalls: stats.requests - during.total,
            fiveXxRecoveredByRetry: stats.fiveXxRecovered,
            fiveXxUnrecovered,
            fiveXxUnrecoveredSamples: stats.fiveXxUnrecovered.slice(0, 10),
            networkErrors: stats.networkErrors.slice(0, 10),
          },
          writes: {
            ...ledger.totals(),
            paymentConflictRetries: ledger.paymentConflictRetries,
            idempotentReplays: ledger.replayedAnswers,
            approvalConflicts: ledger.approvalConflicts,
            unexpectedAnswers: ledger.unexpected,
            unexpectedSamples: ledger.unexpectedSamples,
          },
          readBack: {
            campaignsRead: back.campaignsRead,
            lostWrites: back.lost.length,
            lostSamples: back.lost.slice(0, 20),
            unacknowledgedDrafts: back.unacknowledgedDrafts,
          },
          events: { ...events, publishedAfterKafkaRestart: afterKafkaRestart },
          serving: plays,
          mongoLog: { file: mongoLog.file, errorLines: mongoErrors.length, samples: mongoErrors.slice(0, 5) },
          serviceErrorLogs: serviceErrors(),
          result: failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS',
        },
        null,
        2,
      ),
    );
    return failures.length ? 1 : 0;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`soak: ${err.stack ?? err.message}`);
    process.exit(1);
  },
);
