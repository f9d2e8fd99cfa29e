import { TOPICS } from '@rbt/contracts';
import { call, payAtJazzcashStandIn } from '@rbt/test-kit';
import { consumerCaughtUp } from '@rbt/test-kit/src/consumer-caught-up';
import type { Caller } from '@rbt/service-kit';
import { SLOTS, type SimCampaign } from './simulation-fixtures';
import { withAudio } from '../../svc-campaigns/test/with-pricing';

/**
 * Makes a simulated campaign a real one in svc-campaigns: drafted with its targeting and cap over `dates`, the goal
 * its booked plays on those days (so the quote guarantees exactly what capacity books), submitted and paid.
 * Returns the campaign's id and its locked price per play (the quote's total ÷ its guaranteed plays).
 */
export async function paidCampaign(base: string, as: Caller, c: SimCampaign, dates: [string, string]) {
  const plays = [...c.booked.values()].reduce((s, n) => s + n, 0) * 2;
  const draft = {
    name: `Supply fault ${c.id}`,
    objective: 'awareness',
    cities: ['karachi'],
    gender: c.targeting.gender,
    valueTier: c.targeting.valueTier,
    deviceType: c.targeting.deviceType,
    freqCapPerDay: c.cap,
    startDate: dates[0],
    endDate: dates[1],
    daysOfWeek: [],
    timeSlots: [...SLOTS],
    timezone: 'Asia/Karachi',
    pacing: 'even',
    creativeType: 'tts',
    ttsConfig: { script: 'Fresh deals at Sana Traders', voice: 'ayesha', language: 'urdu' },
    goalType: 'impressions',
    targetImpressions: plays,
    rightsConfirmed: true,
  };
  // A script alone plays nothing and is refused at submit: the draft carries the voice-over svc-media made for it.
  const created = await call(base, 'POST', '/api/campaigns', { as, body: await withAudio(base, as, draft) });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const submitted = await call(base, 'POST', `/api/campaigns/${id}/submit`, { as, body: { termsAccepted: true } });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const paid = await call(base, 'POST', `/api/campaigns/${id}/payments`, {
    as,
    body: { provider: 'jazzcash', method: 'wallet' },
    headers: { 'idempotency-key': `pay-${id}` },
  });
  if (paid.status !== 201) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  // Approved on svc-campaigns' own JazzCash stand-in; the signed return makes the server inquire and settle.
  // null: account credit paid it whole (the attempt is paid already, no provider page).
  if (paid.body.checkout) {
    const { returned } = await payAtJazzcashStandIn(paid.body.checkout, { returnBase: base });
    if (returned?.status !== 303) throw new Error(`return refused: ${returned?.status}`);
  } else if (paid.body.payment.state !== 'paid') throw new Error(`no provider page, yet ${paid.body.payment.state}`);
  const q = (await call(base, 'GET', `/api/campaigns/${id}`, { as })).body.quote;
  if (q.estImpressions !== plays) throw new Error(`quote guarantees ${q.estImpressions}, booked ${plays}`);
  return { id, price: q.totalCost / q.estImpressions, plays };
}

/**
 * Waits until svc-capacity's consumer has handled everything on campaigns.v1: the status changes of the paid
 * campaigns (to awaiting payment, in review) release any booking of their ids, so the simulation books after them.
 */
export const campaignEventsConsumed = (prefix: string, sendPending: () => Promise<boolean>, waitMs = 60_000) =>
  consumerCaughtUp(prefix + TOPICS.campaigns, `${prefix}svc-capacity`, sendPending, waitMs);
