import { addCalendarDays, CITY_IDS, karachiToday } from '@rbt/contracts';
import { SoakClient, SoakStats } from './soak-client';
import { payAtJazzcashStandIn, type HostedCheckout } from '../payments/stand-in-payer';
import type { AdvertiserRecord, Ledger } from './ledger';
import { TEST_PASSWORD } from '@rbt/test-kit';
import { generateTts } from './voice-over';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PAYMENT_CONFLICT_WAIT_MS = 5000;
/** A payment claim goes stale after 120 s (svc-campaigns); a 409 "in progress" is retried for a little longer. */
const PAYMENT_CONFLICT_BUDGET_MS = 150_000;

/** YYYY-MM-DD in Asia/Karachi, `days` after now: the server checks start dates against Karachi's today. */
export const karachiDate = (days: number, now = Date.now()): string =>
  addCalendarDays(karachiToday(new Date(now)), days);

/** What each soak advertiser's voice-over says (generated once per advertiser, as svc-media makes it). */
const SOAK_TTS = {
  script: 'Visit Sana Traders this weekend for fresh deals.',
  voice: 'sara',
  language: 'english',
};

/**
 * Every wizard step filled (the shape of libs/test-kit/src/advertiser-api.ts): a TTS creative playing `audioUrl`, the
 * advertiser's own voice-over of SOAK_TTS (a script alone plays nothing and is refused at submit).
 */
export function draftBody(name: string, n: number, audioUrl: string) {
  // Spread over cities and dates so approvals mostly find capacity (a hold is counted, not an error).
  const start = karachiDate(3 + (n % 20));
  return {
    name,
    objective: 'awareness',
    cities: [CITY_IDS[n % CITY_IDS.length]],
    gender: 'all',
    valueTier: 'all',
    deviceType: 'all',
    freqCapPerDay: 2,
    startDate: start,
    endDate: start,
    daysOfWeek: [],
    timeSlots: ['18-19', '19-20'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
    creativeType: 'tts',
    ttsConfig: SOAK_TTS,
    audioUrl,
    goalType: 'budget',
    budget: 20000,
    rightsConfirmed: true,
  };
}

export interface AdvertiserRun {
  index: number;
  base: string;
  stats: SoakStats;
  ledger: Ledger;
  deadline: number;
  thinkMs: number;
}

/** Sign up, sign in, then draft → 3 autosaves → submit → pay, again and again until the deadline. */
export async function runAdvertiser(run: AdvertiserRun): Promise<void> {
  const { ledger } = run;
  const client = new SoakClient(run.base, run.stats);
  const think = async () => {
    await sleep(run.thinkMs / 2 + Math.random() * run.thinkMs);
  };
  const email = `soak-${run.index}-${Date.now().toString(36)}@example.pk`;
  const password = TEST_PASSWORD;
  // Start-up spread over a few seconds, as advertisers do not all arrive in the same millisecond.
  await sleep(run.index * 100);
  let audioUrl: string;
  try {
    await client.expect(202, 'POST', '/api/auth/signup', {
      email,
      password,
      firstName: 'Soak',
      lastName: `No ${run.index}`,
      companyName: 'Soak Traders',
    });
    await client.signIn(email, password);
    // One voice-over per advertiser, reused by each of its drafts (its own audio, as a re-used creative is).
    audioUrl = (await generateTts(client, SOAK_TTS)).body.audioUrl;
  } catch (err) {
    ledger.noteUnexpected('sign-up/in', 0, (err as Error).message);
    return;
  }
  const adv = ledger.addAdvertiser(email, password);
  for (let n = 0; Date.now() < run.deadline; n += 1) {
    try {
      await cycle(client, run, adv, n, audioUrl, think);
      ledger.cycles += 1;
    } catch (err) {
      ledger.noteUnexpected('cycle', 0, (err as Error).message);
      await sleep(1000);
    }
    await think();
  }
}

async function cycle(
  client: SoakClient,
  run: AdvertiserRun,
  adv: AdvertiserRecord,
  n: number,
  audioUrl: string,
  think: () => Promise<void>,
): Promise<void> {
  const { ledger } = run;
  const base = `Soak ${run.index}-${n}`;
  const created = await client.call<{ id: string }>(
    'POST',
    '/api/campaigns',
    draftBody(base, run.index * 7 + n, audioUrl),
  );
  if (created.status !== 201) return ledger.noteUnexpected('create', created.status, JSON.stringify(created.body));
  if (created.retried5xx) adv.retriedCreates += 1;
  const c = ledger.created(adv, created.body.id, base);
  for (let k = 1; k <= 3; k += 1) {
    await think();
    const name = `${base} v${k}`;
    const saved = await client.call('PATCH', `/api/campaigns/${c.id}`, { name });
    if (saved.status !== 200) return ledger.noteUnexpected('autosave', saved.status, JSON.stringify(saved.body));
    c.name = name;
    c.patches += 1;
  }
  await think();
  const submitted = await client.call<{ status: string }>(
    'POST',
    `/api/campaigns/${c.id}/submit`,
    { termsAccepted: true },
    { 'idempotency-key': `soak-submit-${c.id}` },
  );
  if (submitted.headers.get('idempotent-replayed'))
    ledger.replayedAnswers.submit = (ledger.replayedAnswers.submit ?? 0) + 1;
  if (submitted.status !== 200)
    return ledger.noteUnexpected('submit', submitted.status, JSON.stringify(submitted.body));
  c.submitted = true;
  await think();
  // One key per payment, as the wizard's checkout keeps one per attempt (mfe-wizard/src/api/payments.ts).
  const key = `soak-pay-${c.id}`;
  const until = Date.now() + PAYMENT_CONFLICT_BUDGET_MS;
  for (;;) {
    const paid = await client.call<{ payment: { id: string; reference: string }; checkout: HostedCheckout | null }>(
      'POST',
      `/api/campaigns/${c.id}/payments`,
      { provider: 'jazzcash', method: 'wallet' },
      { 'idempotency-key': key },
    );
    if (paid.headers.get('idempotent-replayed')) ledger.replayedAnswers.pay = (ledger.replayedAnswers.pay ?? 0) + 1;
    if (paid.status === 201) {
      // The payer approves at the stand-in; the return (or, if it is lost, the inquiry job) confirms it.
      // null: account credit paid it whole (no provider page); the state below says paid.
      if (paid.body.checkout) await payAtJazzcashStandIn(paid.body.checkout).catch(() => undefined);
      const ref = paid.body.payment.reference;
      for (let i = 0; i < 60; i++) {
        const st = await client.call<{ payment: { state: string; invoiceId?: string } }>(
          'GET',
          `/api/campaigns/${c.id}/payments/${ref}`,
        );
        if (st.status === 200 && st.body.payment.state === 'paid' && st.body.payment.invoiceId) {
          c.payment = { paymentId: paid.body.payment.id, invoiceId: st.body.payment.invoiceId };
          return;
        }
        await sleep(1000);
      }
      return ledger.noteUnexpected('pay (never confirmed)', 0, ref);
    }
    // "Still being processed" / "in progress": the answer's own advice is to retry shortly with the same key.
    if (paid.status === 409 && Date.now() < until) {
      ledger.paymentConflictRetries += 1;
      ledger.noteUnexpected('pay (retried)', 409, JSON.stringify(paid.body));
      await sleep(PAYMENT_CONFLICT_WAIT_MS);
      continue;
    }
    return ledger.noteUnexpected('pay', paid.status, JSON.stringify(paid.body));
  }
}
