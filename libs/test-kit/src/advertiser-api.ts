// Builds paid campaigns through the gateway as a fresh advertiser would, for the browser tests of every remote.
import type { Page } from 'playwright-core';
import { baseUrl, DEMO, signIn } from './browser';
import { TTS_REQUEST, ttsDraft } from './tts-draft';
import { payAtJazzcashStandIn } from './hosted-payment';
import { TEST_PASSWORD } from './test-password';

export interface Advertiser {
  cookie: string;
  email: string;
}

/** A call through the gateway as the advertiser (or signed out), with the origin a browser sends; throws on an error. */
export async function call(
  adv: Advertiser | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    // The gateway refuses state-changing calls that do not come from its own origin (CSRF guard).
    headers: {
      origin: baseUrl(),
      'content-type': 'application/json',
      ...(adv ? { cookie: adv.cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { res, body: text ? JSON.parse(text) : null };
}

/** Signs in through the API as a browser would; `headers` e.g. an address of the test's own (sign-in is rate limited). */
export async function signInByApi(
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Advertiser> {
  const { res } = await call(null, 'POST', '/api/auth/signin', { email, password }, headers);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, email };
}

/** The password of every advertiser the browser tests sign up. */
export const ADVERTISER_PASSWORD = TEST_PASSWORD;

/** Signs up Sana Iqbal of Sana Traders (a new e-mail unless one is given); sign-up never signs in. */
async function signUp(email = `adv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.pk`) {
  await call(null, 'POST', '/api/auth/signup', {
    email,
    password: ADVERTISER_PASSWORD,
    firstName: 'Sana',
    lastName: 'Iqbal',
    companyName: 'Sana Traders',
  });
  return email;
}

/** Signs up (a new e-mail unless one is given, e.g. the second admin's) and signs in through the API. */
export async function signUpAdvertiser(email?: string): Promise<Advertiser> {
  // Sign-up never signs in (so it cannot tell which emails exist): sign in as a new advertiser would.
  return signInByApi(await signUp(email), ADVERTISER_PASSWORD);
}

/**
 * Signs up a new advertiser through the API and signs in through the form: browser tests run three at a time, and
 * a test that makes drafts as the demo advertiser changes what another one sees as "the latest draft".
 */
export async function signInAsNewAdvertiser(page: Page): Promise<string> {
  const email = await signUp();
  await signIn(page, email, ADVERTISER_PASSWORD);
  return email;
}

/** The demo admin approves a campaign in review (API); `headers` go with both the sign-in and the approval. */
export async function approveCampaign(id: string, headers: Record<string, string> = {}): Promise<void> {
  const admin = await signInByApi(DEMO.admin.email, DEMO.admin.password, headers);
  await call(admin, 'PATCH', `/api/admin/campaigns/${id}/status`, { status: 'scheduled' }, headers);
}

/** Draft with every wizard step filled, TTS audio generated, submitted and paid: it lands in pending review. */
export async function paidCampaign(
  adv: Advertiser,
  name: string,
  date: string,
  // Browser tests share one portal: a test that needs its capacity booked today takes a city of its own.
  cities: string[] = ['karachi'],
  /** Fields of the draft to set otherwise (e.g. every hour slot, a later end date). */
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; estImpressions: number }> {
  const submitted = await submittedCampaign(adv, name, date, cities, overrides);
  await payByStandIn(adv, submitted.id);
  return submitted;
}

/**
 * Text-to-speech asked again after a 502-504, as the advertiser would press Generate again on a loaded machine: a
 * retry after the gateway's 504 joins the generation still running (svc-media's joinRunning), so each attempt gives
 * that one more time rather than queueing another.
 */
async function generateVoiceOver(adv: Advertiser): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await call(adv, 'POST', '/api/tts/generate', TTS_REQUEST)).body.audioUrl as string;
    } catch (err) {
      if (attempt >= 5 || !/: 50[234] /.test((err as Error).message)) throw err;
    }
  }
}

const voiceOvers = new Map<string, Promise<string>>();

/**
 * The advertiser's voice-over of TTS_REQUEST, generated once per advertiser and file: its campaigns all play it, as
 * an advertiser reusing a creative would (each generation is some ten ffmpeg runs the shared portal does in turn).
 */
export function voiceOverOf(adv: Advertiser): Promise<string> {
  let audio = voiceOvers.get(adv.cookie);
  if (!audio) {
    audio = generateVoiceOver(adv);
    // A failed generation is not kept: the next campaign asks again.
    audio.catch(() => voiceOvers.delete(adv.cookie));
    voiceOvers.set(adv.cookie, audio);
  }
  return audio;
}

/** Draft with every wizard step filled and TTS audio generated, submitted: it awaits payment at the checkout. */
export async function submittedCampaign(
  adv: Advertiser,
  name: string,
  date: string,
  cities: string[] = ['karachi'],
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; estImpressions: number }> {
  const { body: created } = await call(
    adv,
    'POST',
    '/api/campaigns',
    ttsDraft(name, date, await voiceOverOf(adv), { cities, ...overrides }),
  );
  const id = created.id as string;
  const { body: submitted } = await call(adv, 'POST', `/api/campaigns/${id}/submit`, { termsAccepted: true });
  return { id, estImpressions: submitted.quote.estImpressions as number };
}

/** The advertiser's billing details (asked once at checkout) and portal language, saved as the pages would. */
export async function readyToPay(adv: Advertiser, language: 'en' | 'ur'): Promise<void> {
  await call(adv, 'PUT', '/api/billing/profile', {
    name: 'Sana Iqbal',
    company: 'Sana Traders',
    address: '12 Mall Road, Lahore 54000',
  });
  await chooseLanguage(adv, language);
}

/** The account's portal language, as its language switch would save it. */
export async function chooseLanguage(adv: Advertiser, language: 'en' | 'ur'): Promise<void> {
  await call(adv, 'PATCH', '/api/account/language', { language });
}

/** GET as the advertiser (campaign status, invoices) from a browser test. */
export async function readAs<T>(adv: Advertiser, path: string): Promise<T> {
  return (await call(adv, 'GET', path)).body as T;
}

/**
 * Pays a submitted campaign as the advertiser's browser would: a JazzCash wallet attempt, the stand-in's hosted page
 * answered with its approving test wallet, the signed return posted to the gateway (the server then inquires).
 */
export async function payByStandIn(adv: Advertiser, id: string): Promise<void> {
  const { body } = await call(
    adv,
    'POST',
    `/api/campaigns/${id}/payments`,
    { provider: 'jazzcash', method: 'wallet' },
    { 'idempotency-key': `pay-${id}` },
  );
  // No provider page: the advertiser's account credit paid it whole (the contract's `checkout: null`).
  if (!body.checkout) {
    if (body.payment?.state !== 'paid') throw new Error(`no provider page, yet: ${JSON.stringify(body)}`);
    return;
  }
  const { returned } = await payAtJazzcashStandIn(body.checkout);
  if (returned?.status !== 303)
    throw new Error(`payment return refused: ${returned?.status} ${await returned?.text()}`);
}
