import crypto from 'node:crypto';
import fs from 'node:fs';
import { localPath } from './paths';

/**
 * Every secret the portal's processes read. The shipped defaults are printed in the repository, so with them any
 * local process could sign identities to the services' ports, re-sign session cookies and mint upload or serving
 * URLs; the local stack uses these instead, and the defaults remain only for tests that pass their own.
 */
export const LOCAL_SECRET_KEYS = [
  'INTERNAL_AUTH_SECRET',
  'SESSION_SECRET',
  'UPLOAD_URL_SECRET',
  'SERVING_URL_SECRET',
] as const;
export type LocalSecrets = Record<(typeof LOCAL_SECRET_KEYS)[number], string>;

const fresh = () => crypto.randomBytes(32).toString('base64url');

/**
 * The local stack's secrets: made at random on first start and kept in `.local/secrets.json` (git-ignored, readable
 * by its owner only), so sessions and signed URLs survive a restart. A key missing from the file (one added later)
 * is made and saved; a key set in the environment wins, as an operator would expect.
 */
export function localSecrets(env: NodeJS.ProcessEnv = process.env): LocalSecrets {
  const file = localPath('secrets.json');
  let saved: Partial<LocalSecrets> = {};
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
  } catch {
    saved = {};
  }
  const secrets = Object.fromEntries(LOCAL_SECRET_KEYS.map((k) => [k, saved[k] || fresh()])) as LocalSecrets;
  if (LOCAL_SECRET_KEYS.some((k) => saved[k] !== secrets[k])) {
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return Object.fromEntries(LOCAL_SECRET_KEYS.map((k) => [k, env[k] || secrets[k]])) as LocalSecrets;
}
