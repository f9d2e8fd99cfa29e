import { ApiError } from '@rbt/web-kit';

const pkr = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** Money as the invoice shows it: PKR with 2 decimals (spec §3 price result totals have 2 decimals). */
export const formatPkr = (n: number): string => pkr.format(n);
export const formatCount = (n: number): string => count.format(n);
/** Per-impression prices are below one rupee, so they keep 3 decimals (spec §3 unitPrice). */
export const formatUnitPkr = (n: number): string => `PKR ${n.toFixed(3)}`;

/**
 * Spec §8 message "<status>: <text>". Services answer `{error:{message}}`; showing that message instead of raw
 * JSON keeps the status prefix the spec asks for while staying readable.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const [, body = ''] = /^\d+: ([\s\S]*)$/.exec(error.message) ?? [];
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } };
      if (typeof parsed.error?.message === 'string') return `${error.status}: ${parsed.error.message}`;
    } catch {
      // not JSON: the body text is already the message
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
