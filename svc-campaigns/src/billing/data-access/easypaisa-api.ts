import { z } from 'zod';
import { unavailable, Logger } from '@rbt/service-kit';
import type { InquiryResult, ProviderState } from './hosted-payments';
import { toPaisa } from '@rbt/contracts';

/** Rupees as the provider reports them ("10.0", 10.5) back into paisa; undefined when it is not a number. */
export function paisaOf(amount: unknown): number | undefined {
  const n = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN;
  return Number.isFinite(n) ? toPaisa(n) : undefined;
}

export interface EasypaisaOptions {
  /** Scheme + host of Easypay (or the local stand-in); paths are the provider's. */
  baseUrl: string;
  storeId: string;
  hashKey: string;
  username: string;
  password: string;
  accountNum: string;
  timeoutMs: number;
  logger: Logger;
}

/** What Easypay's inquiry and order-status answers carry (extra fields are ignored). */
const EasypayStatus = z.object({
  responseCode: z.string(),
  responseDesc: z.string().optional(),
  orderId: z.string().optional(),
  transactionStatus: z.string().optional(),
  transactionAmount: z.union([z.number(), z.string()]).optional(),
  transactionId: z.union([z.number(), z.string()]).optional(),
  paymentToken: z.string().optional(),
  paymentTokenExpiryDateTime: z.string().optional(),
});
type EasypayStatus = z.infer<typeof EasypayStatus>;

/**
 * Easypay's transaction states in ours. REVERSED is money taken and given back by the provider, so `refunded`
 * (an attempt never counted as paid here stays unpaid either way).
 */
const STATES: Record<string, ProviderState> = {
  PAID: 'paid',
  PENDING: 'pending',
  INITIATED: 'pending',
  FAILED: 'failed',
  DECLINED: 'failed',
  DROPPED: 'failed',
  BLOCKED: 'failed',
  CANCELLED: 'cancelled',
  CANCELED: 'cancelled',
  EXPIRED: 'expired',
  REVERSED: 'refunded',
};

const EASYPAISA_UNAVAILABLE = 'Easypaisa could not be asked about this payment right now; it is asked again shortly.';

/** @internal The mapping from Easypay's answer to the port's InquiryResult (pure, so it is tested on its own). */
export function inquiryResult(body: EasypayStatus): InquiryResult {
  const status = (body.transactionStatus ?? '').toUpperCase();
  // Any responseCode but 0000 is "no such order for this store" or a refusal: the provider says nothing about it.
  const state: ProviderState = body.responseCode === '0000' ? (STATES[status] ?? 'unknown') : 'unknown';
  return {
    state,
    code: body.responseCode === '0000' ? status || body.responseCode : body.responseCode,
    message: body.responseDesc ?? '',
    amountPaisa: paisaOf(body.transactionAmount),
    providerReference: body.transactionId === undefined ? undefined : String(body.transactionId),
    voucher: body.paymentToken ? { number: body.paymentToken, expiresAt: body.paymentTokenExpiryDateTime } : undefined,
  };
}

/** Easypay's REST side: the status inquiry and the IPN's order-status URL, only ever on the configured host. */
export function easypaisaApi(opts: EasypaisaOptions) {
  const origin = new URL(opts.baseUrl).origin;
  const credentials = Buffer.from(`${opts.username}:${opts.password}`).toString('base64');
  const ask = async (url: string, init: RequestInit = {}): Promise<InquiryResult> => {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { Credentials: credentials, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      opts.logger.warn({ err, url }, 'Easypay did not answer');
      throw unavailable(EASYPAISA_UNAVAILABLE);
    }
    const parsed = EasypayStatus.safeParse(await res.json().catch(() => null));
    if (!res.ok || !parsed.success) {
      // 401 here is our API user or password, which only the configuration can fix: logged as an error.
      opts.logger.error({ status: res.status, url }, 'Easypay answered without a usable status');
      throw unavailable(EASYPAISA_UNAVAILABLE);
    }
    return inquiryResult(parsed.data);
  };
  const inquire = (reference: string) =>
    ask(`${origin}/easypay-service/rest/v4/inquire-transaction`, {
      method: 'POST',
      body: JSON.stringify({ orderId: reference, storeId: opts.storeId, accountNum: opts.accountNum }),
    });
  return {
    inquire,
    /**
     * The IPN names `url=…/easypay-service/rest/v1/order-status/{accountNum}/{orderId}`. Fetched only when it is on
     * the configured host and for our account; any other URL is never requested (it could point anywhere), its
     * order is inquired instead. Null when the IPN names no order of ours.
     */
    async readIpn(query: Record<string, string>) {
      let url: URL;
      try {
        url = new URL(query.url ?? '');
      } catch {
        return null;
      }
      const m = /^\/easypay-service\/rest\/v1\/order-status\/([^/]+)\/([A-Za-z0-9]{1,20})$/.exec(url.pathname);
      if (!m) return null;
      const [, accountNum, reference] = m;
      const trusted = url.origin === origin && decodeURIComponent(accountNum) === opts.accountNum && !url.search;
      if (!trusted)
        opts.logger.warn({ host: url.host }, 'Easypay IPN named another host or account; inquiring instead');
      const result = trusted ? await ask(url.href, { method: 'GET' }) : await inquire(reference);
      return { reference, result, fetched: trusted };
    },
  };
}
