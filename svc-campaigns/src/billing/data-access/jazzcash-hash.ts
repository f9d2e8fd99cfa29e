import crypto from 'node:crypto';

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
