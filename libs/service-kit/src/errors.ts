import { ZodError, type ZodIssue } from 'zod';
import type { FieldIssue } from '@rbt/contracts';

/** An error that maps to an HTTP answer in the shared format. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
export const unauthorized = () => new AppError(401, 'unauthorized', '401: Unauthorized');
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
export const unavailable = (message: string) => new AppError(503, 'unavailable', message);

/**
 * Error bodies stay small whatever the request held: a strict schema's "unrecognized keys" names the first few keys
 * (a 249 KB body with 20,000 unknown keys used to get a 378 KB answer listing each), at most MAX_ISSUES issues are
 * listed, and each path and message is cut to a few hundred characters. The first issue still names the field.
 */
const MAX_ISSUES = 20;
const KEYS_NAMED = 5;
const MAX_TEXT = 300;
const cut = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s);

function issueMessage(i: ZodIssue): string {
  if (i.code !== 'unrecognized_keys') return cut(i.message);
  const named = i.keys.slice(0, KEYS_NAMED).map((k) => `'${k.slice(0, 40)}'`);
  const more = i.keys.length - named.length;
  return `Unrecognized key(s) in object: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export function zodIssues(err: ZodError): FieldIssue[] {
  return err.issues
    .slice(0, MAX_ISSUES)
    .map((i) => ({ path: cut(i.path.join('.')), message: issueMessage(i) }))
    .concat(
      err.issues.length > MAX_ISSUES
        ? [{ path: '', message: `and ${err.issues.length - MAX_ISSUES} more problems` }]
        : [],
    );
}

/** A 400 naming the first bad field first, so the message alone tells the user what to fix. */
export function fromZod(err: ZodError): AppError {
  const issues = zodIssues(err);
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request';
  return new AppError(400, 'validation_failed', message, issues);
}
