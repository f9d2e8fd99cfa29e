import { ApiError } from '../api-fetch';

/** The service's own message from an `{error:{message}}` body, if the failure carries one. */
function serviceMessage(error: ApiError): string | undefined {
  const [, body = ''] = /^\d+: ([\s\S]*)$/.exec(error.message) ?? [];
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : undefined;
  } catch {
    return undefined; // not JSON: the body text is already the message
  }
}

/**
 * Spec §8 message "<status>: <text>", with the service's message instead of its raw JSON body so it stays readable.
 */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const message = serviceMessage(error);
    return message === undefined ? error.message : `${error.status}: ${message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Only the service's message (no status), for inline callouts that already say something failed. */
export function apiErrorDetail(error: unknown): string {
  if (error instanceof ApiError) return serviceMessage(error) ?? error.message.replace(/^\d{3}: /, '');
  return error instanceof Error ? error.message : '';
}
