import crypto from 'node:crypto';
import { karachiStamp, toPaisa } from '@rbt/contracts';

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

/** Rupees as the provider reports them ("10.0", 10.5) back into paisa; undefined when it is not a number. */
export function paisaOf(amount: unknown): number | undefined {
  const n = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN;
  return Number.isFinite(n) ? toPaisa(n) : undefined;
}
