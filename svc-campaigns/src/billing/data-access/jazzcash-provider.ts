import crypto from 'node:crypto';
import { fromKarachiStamp, karachiStamp } from '@rbt/contracts';
import type {
  CheckoutRequest,
  HostedMethod,
  HostedPaymentProvider,
  InquiryResult,
  ProviderState,
  RefundRequest,
  RefundResult,
} from './hosted-payments';

/** JazzCash's paths (the same on sandbox and live; the host comes from configuration). */
export const JAZZCASH_PATHS = {
  checkout: '/CustomerPortal/transactionmanagement/merchantform/',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  walletRefund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  cardRefund: '/ApplicationAPI/API/authorize/Refund',
} as const;

export const JAZZCASH_TXN_TYPES: Record<HostedMethod, string> = { wallet: 'MWALLET', card: 'MPAY', voucher: 'OTC' };

export interface JazzcashMerchant {
  merchantId: string;
  password: string;
  salt: string;
}

/** The guide turns these into spaces in `pp_Description`; it is also kept ASCII and at most 200 characters. */
export function jazzcashDescription(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[<>\\*=%/:'|"{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** The hosted page's request fields (page redirection v1.1), signed. */
export function jazzcashCheckoutFields(m: JazzcashMerchant, req: CheckoutRequest): Record<string, string> {
  const fields: Record<string, string> = {
    pp_Version: '1.1',
    pp_TxnType: JAZZCASH_TXN_TYPES[req.method],
    pp_Language: 'EN',
    pp_MerchantID: m.merchantId,
    pp_Password: m.password,
    pp_TxnRefNo: req.reference,
    pp_Amount: String(req.amountPaisa),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: karachiStamp(req.createdAt),
    pp_TxnExpiryDateTime: karachiStamp(req.expiresAt),
    pp_BillReference: req.reference,
    pp_Description: jazzcashDescription(req.description) || 'RBT Ads payment',
    pp_ReturnURL: req.returnUrl,
    ...(req.mobile ? { ppmpf_1: req.mobile } : {}),
  };
  return { ...fields, pp_SecureHash: jazzcashHash(fields, m.salt) };
}

/**
 * What a JazzCash payment code means for the attempt (the guide's list): 000/121 paid, 124 a voucher waiting at a
 * shop, 157 a wallet or card waiting for the payer, 112 cancelled by the payer, 116 and 134 ran out of time; the
 * rest refused. An unknown code is not an end: the attempt is asked about again.
 */
export function jazzcashState(code: string): ProviderState {
  switch (code) {
    case '000':
    case '121':
      return 'paid';
    case '124':
    case '157':
      return 'pending';
    case '112':
      return 'cancelled';
    case '116':
    case '134':
      return 'expired';
    case '101':
    case '110':
    case '115':
    case '129':
    case '199':
    case '999':
      return 'failed';
    default:
      return 'unknown';
  }
}

/**
 * JazzCash's integrity hash, as its integration guide defines it: every field named `pp…` (so `ppmpf_*` too) but
 * `pp_SecureHash`, empty values dropped, sorted by field name in ASCII order, values joined with `&`, prefixed with
 * `salt&`, HMAC-SHA256 keyed with the salt, upper-case hex (the provider's own spelling).
 */
export function jazzcashHash(fields: Record<string, string | undefined>, salt: string): string {
  const values = Object.keys(fields)
    .filter((k) => k.startsWith('pp') && k !== 'pp_SecureHash' && fields[k] !== undefined && fields[k] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => fields[k]);
  return jazzcashHmac(`${salt}&${values.join('&')}`, salt);
}

/** HMAC-SHA256 of an already joined message, upper-case hex. */
export function jazzcashHmac(message: string, salt: string): string {
  return crypto.createHmac('sha256', salt).update(message, 'utf8').digest('hex').toUpperCase();
}

/** True when `pp_SecureHash` is the hash of the other fields; the provider's case is not trusted either way. */
export function jazzcashHashValid(fields: Record<string, string | undefined>, salt: string): boolean {
  const given = (fields.pp_SecureHash ?? '').toUpperCase();
  const expected = jazzcashHash(fields, salt);
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export interface JazzcashConfig extends JazzcashMerchant {
  baseUrl: string;
  timeoutMs: number;
  live: boolean;
}

const stampIso = (s: string | undefined) => {
  const t = s ? fromKarachiStamp(s) : NaN;
  return Number.isNaN(t) ? {} : { expiresAt: new Date(t).toISOString() };
};

const METHODS: readonly HostedMethod[] = ['wallet', 'card', 'voucher'];

/** JazzCash's hosted checkout, status inquiry and refunds; the stand-in or the real host, by configuration. */
export function jazzcashProvider(c: JazzcashConfig): HostedPaymentProvider {
  const merchant = { pp_MerchantID: c.merchantId, pp_Password: c.password };
  /** A signed JSON call; an answer whose hash does not match is treated like no answer (the caller retries). */
  async function call(path: string, body: Record<string, string>): Promise<Record<string, string>> {
    const signed = { ...body, pp_SecureHash: jazzcashHash(body, c.salt) };
    const res = await fetch(new URL(path, c.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signed),
      signal: AbortSignal.timeout(c.timeoutMs),
    });
    if (!res.ok) throw new Error(`JazzCash answered ${res.status} on ${path}`);
    const answer = (await res.json()) as Record<string, string>;
    if (answer.pp_SecureHash && !jazzcashHashValid(answer, c.salt))
      throw new Error(`JazzCash's answer on ${path} is not signed with our salt`);
    return answer;
  }
  return {
    name: 'jazzcash',
    methods: METHODS,
    refundMethods: ['wallet', 'card'],
    live: c.live,
    checkoutForm(req) {
      return {
        actionUrl: new URL(JAZZCASH_PATHS.checkout, c.baseUrl).toString(),
        fields: jazzcashCheckoutFields(c, req),
      };
    },
    verifyReturn(fields) {
      if (!fields.pp_TxnRefNo || !jazzcashHashValid(fields, c.salt)) return null;
      if (fields.pp_MerchantID !== undefined && fields.pp_MerchantID !== c.merchantId) return null;
      return { reference: fields.pp_TxnRefNo };
    },
    async inquire(reference): Promise<InquiryResult> {
      const a = await call(JAZZCASH_PATHS.inquiry, { pp_TxnRefNo: reference, ...merchant, pp_Version: '1.1' });
      // 000 says the inquiry itself worked; the payment's own code is pp_PaymentResponseCode.
      if (a.pp_ResponseCode !== '000')
        return { state: 'unknown', code: a.pp_ResponseCode ?? '', message: a.pp_ResponseMessage ?? '' };
      const code = a.pp_PaymentResponseCode ?? '';
      const state = jazzcashState(code);
      const amount = Number(a.pp_Amount);
      return {
        state,
        code,
        message: a.pp_PaymentResponseMessage ?? '',
        ...(a.pp_Amount !== undefined && Number.isInteger(amount) ? { amountPaisa: amount } : {}),
        ...(a.pp_RetrievalReferenceNo ? { providerReference: a.pp_RetrievalReferenceNo } : {}),
        ...(code === '124' && a.pp_RetrievalReferenceNo
          ? { voucher: { number: a.pp_RetrievalReferenceNo, ...stampIso(a.pp_TxnExpiryDateTime) } }
          : {}),
      };
    },
    async refund(req: RefundRequest): Promise<RefundResult> {
      const path = req.method === 'card' ? JAZZCASH_PATHS.cardRefund : JAZZCASH_PATHS.walletRefund;
      const a = await call(path, {
        pp_TxnRefNo: req.reference,
        pp_Amount: String(req.amountPaisa),
        pp_TxnCurrency: 'PKR',
        ...merchant,
      });
      return { ok: a.pp_ResponseCode === '000', code: a.pp_ResponseCode ?? '', message: a.pp_ResponseMessage ?? '' };
    },
  };
}
