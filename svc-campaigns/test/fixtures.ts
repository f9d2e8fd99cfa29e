import { call, advertiser, eventually, payAtJazzcashStandIn } from '@rbt/test-kit';
import type { Caller } from '@rbt/service-kit';
import type { Connection } from 'mongoose';
import { DRAFT_DEFAULTS, draftEstimateRequest, EstimateResponse, type CampaignDraft } from '@rbt/contracts';

export const alice = advertiser('alice');
export const bob = advertiser('bob');

/** A complete draft that passes every step rule; dates are far ahead so "today" never overtakes them. */
export function fullDraft(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Eid Sale',
    objective: 'awareness',
    cities: ['karachi', 'lahore'],
    gender: 'all',
    valueTier: 'gold',
    deviceType: 'smartphone',
    freqCapPerDay: 2,
    startDate: '2030-01-10',
    endDate: '2030-01-16',
    daysOfWeek: ['mon', 'tue'],
    timeSlots: ['18-19', '19-20'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
    creativeType: 'tts',
    ttsConfig: { script: 'Buy now at our Eid sale', voice: 'ayesha', language: 'urdu' },
    goalType: 'budget',
    budget: 50000,
    rightsConfirmed: true,
    ...overrides,
  };
}

/** The svc-media each svc-campaigns test server asks about audio (startWithPricing registers it). */
export const mediaFor = new Map<string, string>();
const tracks = new Map<string, Promise<string>>();

/**
 * The voice-over svc-media generates for this advertiser's script, as the wizard's creative step gets it: the audio a
 * text-to-speech creative plays. Once per media server and advertiser.
 */
export function ttsAudio(base: string, as: Caller = alice): Promise<string> {
  const media = mediaFor.get(base);
  if (!media) throw new Error('no svc-media for this server: start it with startWithPricing');
  const key = `${media}|${as.id}`;
  if (!tracks.has(key))
    tracks.set(
      key,
      call(media, 'POST', '/api/tts/generate', {
        as,
        body: { script: 'Buy now at our Eid sale', voice: 'sara', language: 'english' },
      }).then((r) => {
        if (r.status !== 200) throw new Error(`tts failed: ${r.status} ${JSON.stringify(r.body)}`);
        return r.body.audioUrl as string;
      }),
    );
  return tracks.get(key)!;
}

/**
 * A draft as the wizard leaves it: a text-to-speech creative carries the track generated for its owner (a script
 * alone plays nothing, and is refused at submit); with no svc-media (draft-only tests) it stays script-only.
 */
export async function withAudio(base: string, as: Caller, body: Record<string, unknown>) {
  if (body.creativeType !== 'tts' || body.audioUrl !== undefined || !mediaFor.has(base)) return body;
  return { ...body, audioUrl: await ttsAudio(base, as) };
}

export async function createDraft(
  base: string,
  as: Caller = alice,
  body: Record<string, unknown> = fullDraft(),
): Promise<string> {
  const r = await call(base, 'POST', '/api/campaigns', { as, body: await withAudio(base, as, body) });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as string;
}

export async function submitted(base: string, as: Caller = alice, body?: Record<string, unknown>): Promise<string> {
  const id = await createDraft(base, as, body);
  const r = await call(base, 'POST', `/api/campaigns/${id}/submit`, { as, body: { termsAccepted: true } });
  if (r.status !== 200) throw new Error(`submit failed: ${r.status} ${JSON.stringify(r.body)}`);
  return id;
}

export async function paid(base: string, as: Caller = alice, body?: Record<string, unknown>): Promise<string> {
  const id = await submitted(base, as, body);
  await payThroughStandIn(base, id, as);
  // On a loaded machine the return can give up waiting for the inquiry and the payment lands a moment later; a
  // campaign handed on as paid must be paid, or an admin's approval right after is refused as out of turn.
  await eventually(async () => {
    const r = await call(base, 'GET', `/api/campaigns/${id}`, { as });
    return r.body?.status === 'awaiting_payment' ? undefined : true;
  });
  return id;
}

/**
 * Pays a submitted campaign by JazzCash wallet through the test server's stand-in, as a browser would: checkout
 * form, hosted page (an approving test wallet), signed return, the server's inquiry. Answers the attempt's reference.
 */
export async function payThroughStandIn(base: string, id: string, as: Caller = alice, path = 'payments', extra = {}) {
  const r = await call(base, 'POST', `/api/campaigns/${id}/${path}`, {
    as,
    body: { provider: 'jazzcash', method: 'wallet', ...extra },
    headers: { 'idempotency-key': `pay-${id}-${path}-${JSON.stringify(extra).length}` },
  });
  if (r.status !== 201) throw new Error(`payment failed: ${r.status} ${JSON.stringify(r.body)}`);
  // No provider page: the owner's account credit paid it whole, and the attempt is paid already.
  if (!r.body.checkout) return paidByCredit(r.body.payment);
  const { returned } = await payAtJazzcashStandIn(r.body.checkout, { returnBase: base });
  if (returned?.status !== 303) throw new Error(`return refused: ${returned?.status} ${await returned?.text()}`);
  return r.body.payment.reference as string;
}

function paidByCredit(payment: { reference: string; state: string }): string {
  if (payment.state !== 'paid') throw new Error(`no provider page, yet the attempt is ${payment.state}`);
  return payment.reference;
}

/** What svc-pricing itself answers for a draft, to compare the locked quote with. */
export async function estimateFor(pricingBase: string, d: ReturnType<typeof fullDraft>): Promise<EstimateResponse> {
  const body = draftEstimateRequest({ ...DRAFT_DEFAULTS, ...d } as CampaignDraft);
  const r = await call(pricingBase, 'POST', '/api/estimate', {
    as: { id: 'svc-campaigns', role: 'service', email: '' },
    body,
  });
  return EstimateResponse.parse(r.body);
}

/** A campaign as payment leaves it, stored straight in the collection: live, 1,000 guaranteed plays for PKR 2,500. */
export async function insertLiveCampaign(mongo: Connection, id: string): Promise<void> {
  await mongo.collection('campaigns').insertOne({
    _id: id as never,
    status: 'live',
    deletedAt: null,
    quote: { estImpressions: 1000, totalCost: 2500 },
    delivery: { impressions: 0, spend: 0, uniqueReach: 0 },
  });
}
