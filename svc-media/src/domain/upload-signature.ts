import crypto from 'node:crypto';

/** Object keys are ours (uuid v4), never the client's, so they cannot carry `../` or separators. */
export const OBJECT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const UPLOAD_PATH_PREFIX = '/api/objects/upload/';

export interface UploadGrant {
  key: string;
  ownerId: string;
  expiresAt: number;
  maxBytes: number;
}

function mac(secret: string, g: UploadGrant): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${g.key}\n${g.ownerId}\n${g.expiresAt}\n${g.maxBytes}`)
    .digest('base64url');
}

/** The gateway path the browser PUTs to: key, expiry and size limit are bound into the HMAC, and so is the owner. */
export function signUploadPath(secret: string, g: UploadGrant): string {
  return `${UPLOAD_PATH_PREFIX}${g.key}?expires=${g.expiresAt}&max=${g.maxBytes}&sig=${mac(secret, g)}`;
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a PUT against its signature; the owner is the caller, so another user's URL fails as tampered. */
export function verifyUpload(
  secret: string,
  key: string,
  ownerId: string,
  query: Record<string, unknown>,
  now: number,
): GrantCheck {
  const expiresAt = Number(query.expires);
  const maxBytes = Number(query.max);
  const sig = typeof query.sig === 'string' ? query.sig : '';
  if (!OBJECT_KEY.test(key) || !Number.isInteger(expiresAt) || !Number.isInteger(maxBytes) || !sig)
    return { ok: false, reason: 'invalid' };
  const grant = { key, ownerId, expiresAt, maxBytes };
  const expected = Buffer.from(mac(secret, grant));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (now > expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

/** Takes the key out of an uploadURL as the client hands it back (absolute or path, with or without query). */
export function keyFromUploadUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://x').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const key = pathname.slice(UPLOAD_PATH_PREFIX.length);
  return OBJECT_KEY.test(key) ? key : null;
}
