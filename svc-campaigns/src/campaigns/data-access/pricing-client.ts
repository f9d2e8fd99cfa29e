import { EstimateRequest, EstimateResponse } from '@rbt/contracts';
import { AppError, signIdentity, unavailable, Logger } from '@rbt/service-kit';

export interface PricingClient {
  quote(req: EstimateRequest): Promise<EstimateResponse>;
}

const DRAFT_PATH: Record<string, string> = {
  'goal.amountPkr': 'budget',
  'goal.targetImpressions': 'targetImpressions',
  'audience.listId': 'audienceListId',
};

export const PRICING_UNAVAILABLE =
  'Pricing is unavailable right now, so the campaign was not submitted. Please try again in a moment.';

/** Asks svc-pricing for the authoritative quote, signed as this service; any failure is a 503 and nothing changes. */
export function httpPricingClient(opts: {
  baseUrl: string;
  secret: string;
  timeoutMs: number;
  logger: Logger;
}): PricingClient {
  return {
    async quote(req) {
      const headers = {
        'content-type': 'application/json',
        ...signIdentity(opts.secret, { id: 'svc-campaigns', role: 'service', email: '' }),
      };
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl}/api/estimate`, {
          method: 'POST',
          headers,
          body: JSON.stringify(req),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        opts.logger.warn({ err }, 'svc-pricing did not answer');
        throw unavailable(PRICING_UNAVAILABLE);
      }
      const body: unknown = await res.json().catch(() => null);
      // A draft pricing cannot price (for example an unknown city) is the caller's to fix: pass the 400 on.
      if (res.status === 400) {
        const e = (body as { error?: { message?: string; details?: { path: string; message: string }[] } } | null)
          ?.error;
        // The goal's fields are named as the draft names them, so the wizard shows the message beside the field.
        const details = e?.details?.map((d) => ({ ...d, path: DRAFT_PATH[d.path] ?? d.path }));
        const first = details?.[0];
        throw new AppError(
          400,
          'validation_failed',
          first ? `${first.path}: ${first.message}` : (e?.message ?? 'The campaign cannot be priced'),
          details,
        );
      }
      // Only a named customer list can be missing: the owner's list was deleted or the id is someone else's.
      if (res.status === 404 && req.audience.listId) {
        throw new AppError(400, 'validation_failed', 'audienceListId: Customer list not found', [
          { path: 'audienceListId', message: 'Customer list not found' },
        ]);
      }
      const parsed = EstimateResponse.safeParse(body);
      if (!res.ok || !parsed.success) {
        opts.logger.warn({ status: res.status, body }, 'svc-pricing answered without a usable quote');
        throw unavailable(PRICING_UNAVAILABLE);
      }
      return parsed.data;
    },
  };
}
