import crypto from 'node:crypto';

/**
 * Platform API keys: `rbt_live_<keyId>_<secret>`, the id 16 hex characters (8 random bytes: it finds the stored
 * record), the secret 32 random bytes in base64url. Stored as SHA-256 of the whole key: with 256 random bits there
 * is nothing to guess, so a slow password hash (scrypt, bcrypt) would only cost CPU on every decision request
 * without making a leaked hash any harder to reverse (docs/decisions/admin.md).
 */
export const KEY_PREFIX = 'rbt_live_';
/** Sandbox keys: real decisions against live campaigns, plays recorded apart (docs/operators.md "Sandbox"). */
const SANDBOX_PREFIX = 'rbt_test_';
/**
 * Ad-tag keys: the only keys accepted as the `key` query parameter of an ad-tag URL, for players that cannot send a
 * header, and scoped to decisions (docs/operators.md "Ad tags").
 */
const AD_TAG_PREFIX = 'rbt_tag_';
const KEY_RE = /^rbt_(?:live|test|tag)_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** Whether a key (or its stored prefix) is a sandbox one; the prefix is part of the hashed key, so it cannot be changed. */
export const isSandboxKey = (keyOrPrefix: string) => keyOrPrefix.startsWith(SANDBOX_PREFIX);
/** Whether a key (or its stored prefix) is an ad-tag one (the prefix is hashed with the key, so it cannot be changed). */
export const isAdTagKey = (keyOrPrefix: string) => keyOrPrefix.startsWith(AD_TAG_PREFIX);
/** The kind of a key: a rotation retires older keys of the same kind only. */
export const keyKindOf = (keyOrPrefix: string) =>
  isAdTagKey(keyOrPrefix) ? 'tag' : isSandboxKey(keyOrPrefix) ? 'sandbox' : 'live';

export interface NewKey {
  id: string;
  /** The whole key, shown once. */
  secret: string;
  /** What admins see to recognise it. */
  prefix: string;
  hash: string;
}

export const hashKey = (key: string): string => crypto.createHash('sha256').update(key).digest('hex');

export function newKey(sandbox = false, adTag = false): NewKey {
  const id = crypto.randomBytes(8).toString('hex');
  const prefix = `${adTag ? AD_TAG_PREFIX : sandbox ? SANDBOX_PREFIX : KEY_PREFIX}${id}`;
  const secret = `${prefix}_${crypto.randomBytes(32).toString('base64url')}`;
  return { id, secret, prefix, hash: hashKey(secret) };
}

/** An existing key (the demo platform's, from config) in the stored form. */
export function knownKey(secret: string): NewKey | undefined {
  const id = keyIdOf(secret);
  return id ? { id, secret, prefix: `${KEY_PREFIX}${id}`, hash: hashKey(secret) } : undefined;
}

/** The key id of a well-formed key, or undefined (no lookup is made for malformed keys). */
export function keyIdOf(key: string): string | undefined {
  return KEY_RE.exec(key)?.[1];
}

/** The key of an `Authorization: Bearer <key>` header, or undefined. */
export function bearerOf(header: string | undefined): string | undefined {
  if (!header || header.length > 200) return undefined;
  const m = /^Bearer +(\S+) *$/i.exec(header);
  return m?.[1];
}

/**
 * The `key` query parameters of a request's query string (`a=1&key=…`), and the query without them (what is
 * forwarded: the key never reaches a service or its logs).
 */
export function queryKeysOf(query: string): { keys: string[]; rest: string } {
  // Most decisions carry no key in the query: no parse for them (any escape is parsed: `%6Bey` is `key` too).
  if (!/key|%/i.test(query)) return { keys: [], rest: query };
  const params = new URLSearchParams(query);
  const keys = params.getAll('key');
  if (keys.length === 0) return { keys, rest: query };
  params.delete('key');
  return { keys, rest: params.toString() };
}

/** Whether `key` hashes to the stored hex hash, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
