import { ZodError } from 'zod';
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

export function zodIssues(err: ZodError): FieldIssue[] {
  return err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** A 400 naming the first bad field first, so the message alone tells the user what to fix. */
export function fromZod(err: ZodError): AppError {
  const issues = zodIssues(err);
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request';
  return new AppError(400, 'validation_failed', message, issues);
}
