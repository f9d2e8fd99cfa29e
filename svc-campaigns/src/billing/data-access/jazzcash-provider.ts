import { fromKarachiStamp } from '@rbt/contracts';
import type {
  HostedMethod,
  HostedPaymentProvider,
  InquiryResult,
  RefundRequest,
  RefundResult,
} from './hosted-payments';
import {
  JAZZCASH_PATHS,
  jazzcashCheckoutFields,
  jazzcashHash,
  jazzcashHashValid,
  jazzcashState,
  type JazzcashMerchant,
} from './jazzcash-fields';

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
