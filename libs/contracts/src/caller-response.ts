import { z } from 'zod';
import { round2 } from './money-text';
import { plainText } from './input-rules';

/**
 * Press 1 to respond (docs/operators.md "Press 1"): what a caller who presses the key during the ringback gets. An
 * SMS with the advertiser's offer, or a place on the campaign's callback list. One SMS part only: 160 GSM-7
 * characters, or 70 UCS-2 ones as soon as one character (Urdu, an emoji) is outside GSM-7 (3GPP TS 23.038).
 */
export const SMS_GSM7_LIMIT = 160;
export const SMS_UCS2_LIMIT = 70;
/** The key a caller presses to respond, and the one to opt out of RBT ads for good. */
export const RESPOND_KEY = '1';
export const OPT_OUT_KEY = '9';

// GSM 03.38 default alphabet, and the extension table whose characters take two septets (ESC + char).
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm7' | 'ucs2';
/** How a text goes over the air: its encoding, its length in that encoding's units, and the one-part limit. */
export function smsLength(text: string): { encoding: SmsEncoding; units: number; limit: number } {
  let septets = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) septets += 1;
    else if (GSM7_EXTENDED.includes(ch)) septets += 2;
    // UCS-2 counts UTF-16 code units (an emoji outside the BMP takes two).
    else return { encoding: 'ucs2', units: text.length, limit: SMS_UCS2_LIMIT };
  }
  return { encoding: 'gsm7', units: septets, limit: SMS_GSM7_LIMIT };
}

export const SMS_TOO_LONG = 'The SMS must fit one message: 160 characters, or 70 in Urdu';
const smsText = plainText(SMS_GSM7_LIMIT * 2)
  .refine((s) => s.trim().length > 0, 'Write the SMS text')
  .refine((s) => {
    const l = smsLength(s);
    return l.units <= l.limit;
  }, SMS_TOO_LONG);

/** The campaign's response: SMS the offer (the text is sent as written) or ask for a callback. */
export const CampaignResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sms'), text: smsText }).strict(),
  z.object({ kind: z.literal('callback') }).strict(),
]);
export type CampaignResponse = z.infer<typeof CampaignResponse>;

/** A Pakistani mobile number in E.164 (`+923001234567`): the only numbers an SMS or a callback goes to. */
export const PakistaniMobile = z
  .string()
  .regex(/^\+923\d{9}$/, 'callerNumber must be a Pakistani mobile number in E.164 form, such as +923001234567');

/**
 * POST to the signed response URL of a VAST answer (`<Extension type="rbt-response">`), with the platform's key: the
 * key the caller pressed and their number. The press is the caller's consent, recorded with its time.
 */
export const CallerResponseRequest = z
  .object({
    key: z.enum([RESPOND_KEY, OPT_OUT_KEY], { errorMap: () => ({ message: 'key must be "1" or "9"' }) }),
    callerNumber: PakistaniMobile,
  })
  .strict();
export type CallerResponseRequest = z.infer<typeof CallerResponseRequest>;

/** What the response call answers: recorded (an SMS queued or a callback listed) or an opt-out. */
export const CallerResponseResult = z.object({
  outcome: z.enum(['sms_queued', 'callback_listed', 'opted_out']),
});

/**
 * Where an SMS of a response is: queued or retried ("sending"), accepted by the SMSC, or delivered (receipt).
 * `not_sent`: a sandbox key's SMS where no sandbox SMSC is set, recorded and never sent to anyone.
 */
export const SmsState = z.enum(['sending', 'submitted', 'delivered', 'failed', 'not_sent']);
export type SmsState = z.infer<typeof SmsState>;

/** GET /api/capacity/campaigns/:id/responses: the campaign's responses per Karachi day, and its callback list. */
export const ResponseDay = z.object({
  date: z.string(),
  plays: z.number().int().nonnegative(),
  responses: z.number().int().nonnegative(),
  smsSending: z.number().int().nonnegative(),
  smsDelivered: z.number().int().nonnegative(),
  callbacks: z.number().int().nonnegative(),
});
/** Plays and responses of one Karachi hour slot (`18-19`), summed over the campaign's days. */
export const ResponseHour = z.object({
  timeSlot: z.string(),
  plays: z.number().int().nonnegative(),
  responses: z.number().int().nonnegative(),
});
export const ResponseSummary = z.object({
  days: z.array(ResponseDay),
  /** By the hour of the day callers heard the ad and pressed 1 (slots with plays or responses, in order). */
  hours: z.array(ResponseHour).default([]),
  totals: ResponseDay.omit({ date: true }).extend({
    /** Responses over counted plays, in percent (two decimals); 0 before any play. */
    responseRatePct: z.number().nonnegative(),
    /** Spend (plays × the price per play) over responses, in PKR; null before any response. */
    costPerResponsePkr: z.number().nonnegative().nullable(),
  }),
  /** `creativeId`: the ad of several the caller heard (its UniversalAdId); absent for a campaign's single ad. */
  callbacks: z.array(z.object({ callerNumber: z.string(), at: z.string(), creativeId: z.string().optional() })),
  /**
   * Responses by the ad that was heard (its UniversalAdId); `creativeId` null for a decision that chose no ad of
   * several (the campaign's own ad played, as analytics cells without a creative count it).
   */
  byCreative: z
    .array(z.object({ creativeId: z.string().nullable(), responses: z.number().int().nonnegative() }))
    .default([]),
});
export type ResponseSummary = z.infer<typeof ResponseSummary>;

/** Responses over counted plays, in percent with two decimals; 0 before any play. */
export function responseRatePct(responses: number, plays: number): number {
  return plays <= 0 ? 0 : round2((responses / plays) * 100);
}
