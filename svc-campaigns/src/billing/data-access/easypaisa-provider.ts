import crypto from 'node:crypto';
import { karachiStamp } from '@rbt/contracts';
import type {
  CheckoutForm,
  CheckoutRequest,
  HostedMethod,
  HostedPaymentProvider,
  InquiryResult,
  RefundResult,
} from './hosted-payments';
import { easypaisaApi, EasypaisaOptions } from './easypaisa-api';

/**
 * Easypay's `merchantHashedReq` is encryption, not a hash: the request's fields sorted by key, joined as
 * `k=v&k=v`, encrypted with AES-128-ECB / PKCS5 padding under the store's 16-byte hash key, base64.
 * (PKCS5 and node's PKCS7 padding are the same for AES's 16-byte blocks.)
 */
const CIPHER = 'aes-128-ecb';

function keyBytes(hashKey: string): Buffer {
  const key = Buffer.from(hashKey, 'utf8');
  if (key.length !== 16) throw new Error('The Easypaisa hash key must be 16 bytes (AES-128)');
  return key;
}

/** The plaintext Easypay encrypts: every non-empty field, sorted by key (ASCII), as `k=v` joined with `&`. */
export function sortedRequest(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function encryptRequest(fields: Record<string, string>, hashKey: string): string {
  const cipher = crypto.createCipheriv(CIPHER, keyBytes(hashKey), null);
  return Buffer.concat([cipher.update(sortedRequest(fields), 'utf8'), cipher.final()]).toString('base64');
}

/** @internal The provider's side of the encryption; the adapter's tests read their own request back with it. */
export function decryptRequest(merchantHashedReq: string, hashKey: string): string {
  const decipher = crypto.createDecipheriv(CIPHER, keyBytes(hashKey), null);
  return Buffer.concat([decipher.update(Buffer.from(merchantHashedReq, 'base64')), decipher.final()]).toString('utf8');
}

/** Easypay's `expiryDate`: `YYYYMMDD HHMMSS` (with a space) in Karachi time. */
export function easypayExpiry(at: Date): string {
  const stamp = karachiStamp(at);
  return `${stamp.slice(0, 8)} ${stamp.slice(8)}`;
}

/** Easypay's `amount`: rupees as a decimal ("10.0" for whole rupees, as the guide's samples write it). */
export function easypayAmount(amountPaisa: number): string {
  if (!Number.isInteger(amountPaisa) || amountPaisa <= 0) throw new Error('amountPaisa must be a positive integer');
  return amountPaisa % 100 === 0 ? `${amountPaisa / 100}.0` : (amountPaisa / 100).toFixed(2);
}

const PAYMENT_METHOD: Record<HostedMethod, string> = {
  wallet: 'MA_PAYMENT_METHOD',
  voucher: 'OTC_PAYMENT_METHOD',
  card: 'CC_PAYMENT_METHOD',
};
const REFERENCE = /^[A-Za-z0-9]{1,20}$/;

/** True when the host is this machine: the local stand-in, not the real provider. */
const loopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * Step 2 of Easypay's checkout: the provider sends the browser to our postBackURL with `auth_token`; we post it on
 * to Confirm.jsf with the URL that receives the outcome (`status`, `desc`, `orderRefNumber`). The return route
 * answers with this form (auto-submitted) when the request carries an `auth_token`.
 */
export function easypaisaConfirmForm(baseUrl: string, authToken: string, returnUrl: string): CheckoutForm {
  return {
    actionUrl: new URL('/easypay/Confirm.jsf', baseUrl).href,
    fields: { auth_token: authToken, postBackURL: returnUrl },
  };
}

/** The port, plus Easypay's two extra steps: the Confirm.jsf hop and the IPN's order-status URL. */
export interface EasypaisaProvider extends HostedPaymentProvider {
  /** Step 2 (see easypaisaConfirmForm); null when the token is not one the provider could have issued. */
  confirmForm(authToken: string, returnUrl: string): CheckoutForm | null;
  /** The IPN: which attempt it names and the provider's word on it, asked only of the configured host. */
  readIpn(
    query: Record<string, string>,
  ): Promise<{ reference: string; result: InquiryResult; fetched: boolean } | null>;
}

/** Easypaisa (Easypay) hosted checkout: wallet (MA), over-the-counter voucher (OTC) and card (CC). */
export function easypaisaProvider(opts: EasypaisaOptions): EasypaisaProvider {
  const api = easypaisaApi(opts);
  return {
    name: 'easypaisa',
    methods: ['wallet', 'voucher', 'card'],
    refundMethods: [],
    live: !loopback(opts.baseUrl),
    checkoutForm(req: CheckoutRequest): CheckoutForm {
      if (!REFERENCE.test(req.reference)) throw new Error('The payment reference must be 1-20 letters or digits');
      const fields: Record<string, string> = {
        amount: easypayAmount(req.amountPaisa),
        storeId: opts.storeId,
        postBackURL: req.returnUrl,
        orderRefNum: req.reference,
        expiryDate: easypayExpiry(req.expiresAt),
        autoRedirect: '1',
        paymentMethod: PAYMENT_METHOD[req.method],
        mobileNum: req.mobile ?? '',
        emailAddr: req.email ?? '',
      };
      // Every field posted is inside the encrypted request too, so the provider can see that none was changed.
      const posted = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
      return {
        actionUrl: new URL('/easypay/Index.jsf', opts.baseUrl).href,
        fields: { ...posted, merchantHashedReq: encryptRequest(posted, opts.hashKey) },
      };
    },
    confirmForm(authToken, returnUrl) {
      // A token is the provider's opaque value; anything else is not forwarded to it.
      if (!/^[A-Za-z0-9._~+/=-]{1,200}$/.test(authToken)) return null;
      return easypaisaConfirmForm(opts.baseUrl, authToken, returnUrl);
    },
    // Easypay signs nothing in its return: it only names the order. The framework always inquires before it acts.
    verifyReturn(fields) {
      const reference = fields.orderRefNumber ?? fields.orderRefNum;
      return reference && REFERENCE.test(reference) ? { reference } : null;
    },
    inquire: (reference) => api.inquire(reference),
    readIpn: (query) => api.readIpn(query),
    // Easypay publishes no refund API (docs/decisions/payments.md, "Easypaisa refunds"): the framework keeps the
    // amount as account credit, or an admin returns it through the merchant portal and records that.
    async refund(): Promise<RefundResult> {
      return {
        ok: false,
        code: 'manual',
        message: 'Easypaisa offers no refund API; refund through the Easypay merchant portal or keep it as credit.',
      };
    },
  };
}
