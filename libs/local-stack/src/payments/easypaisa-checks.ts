import crypto from 'node:crypto';

/**
 * What Easypay checks on a request to Index.jsf, written from the provider's side (this stand-in is a separate
 * party: it shares no code with the product's adapter, so a mistake in one is caught by the other).
 */
export interface StoreKeys {
  storeId: string;
  hashKey: string;
}

/** The posted fields every request must carry inside merchantHashedReq as well, and those checked when posted. */
const ALWAYS_ENCRYPTED = ['amount', 'orderRefNum', 'postBackURL', 'storeId'] as const;
const ENCRYPTED_WHEN_POSTED = ['expiryDate', 'paymentMethod', 'mobileNum', 'emailAddr', 'autoRedirect'] as const;

/** AES-128-ECB, PKCS5 padding, base64 — the decryption Easypay does; null when the key or the text is wrong. */
export function decryptHashedRequest(merchantHashedReq: string, hashKey: string): string | null {
  try {
    const decipher = crypto.createDecipheriv('aes-128-ecb', Buffer.from(hashKey, 'utf8'), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(merchantHashedReq, 'base64')), decipher.final()]);
    const text = plain.toString('utf8');
    // A wrong key can still unpad by chance: what comes out is then not `k=v&…` text.
    return /^[\x20-\x7e]+$/.test(text) && text.includes('=') ? text : null;
  } catch {
    return null;
  }
}

export type RequestCheck = { ok: true } | { ok: false; code: string; message: string };

/**
 * Decrypts merchantHashedReq with the store's key and compares every pair with the posted fields: a pair whose
 * value differs, a required field left out, or pairs out of key order (the guide's sorted `k=v&…` form) refuse
 * the request.
 */
export function checkHashedRequest(posted: Record<string, string>, store: StoreKeys): RequestCheck {
  const fail = (code: string, message: string): RequestCheck => ({ ok: false, code, message });
  if (!posted.merchantHashedReq) return fail('E002', 'merchantHashedReq is missing');
  const plain = decryptHashedRequest(posted.merchantHashedReq, store.hashKey);
  if (!plain) return fail('E003', 'merchantHashedReq could not be decrypted with this store\u2019s hash key');
  const pairs = plain.split('&').map((p) => {
    const i = p.indexOf('=');
    return i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i + 1)];
  });
  const keys = pairs.map(([k]) => k);
  if (keys.some((k, i) => i > 0 && keys[i - 1] >= k)) return fail('E004', 'The encrypted request is not sorted by key');
  const inside = Object.fromEntries(pairs);
  for (const [k, v] of pairs) if (posted[k] !== v) return fail('E005', `${k} differs from the encrypted request`);
  for (const k of ALWAYS_ENCRYPTED) if (!(k in inside)) return fail('E006', `${k} is not in the encrypted request`);
  for (const k of ENCRYPTED_WHEN_POSTED)
    if (posted[k] && !(k in inside)) return fail('E006', `${k} is not in the encrypted request`);
  return { ok: true };
}

// Pakistan time as Easypay writes it: the provider's own clock, so not imported from the product's contracts.
const KARACHI_OFFSET_MS = 5 * 3_600_000;

/** `YYYYMMDD HHMMSS` in Karachi time as an instant; null when it is not one. */
export function parseExpiry(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2}) (\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const t = Date.UTC(y, mo - 1, d, h, mi, s) - KARACHI_OFFSET_MS;
  return Number.isNaN(t) ? null : new Date(t);
}

/** `YYYY-MM-DD HH:MM:SS` Karachi time, as Easypay's REST answers write dates. */
export function karachiDateTime(at: Date): string {
  return new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
