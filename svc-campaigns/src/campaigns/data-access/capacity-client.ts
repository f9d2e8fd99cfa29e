import { CampaignDelivery, Feasibility, ResponseSummary, type FeasibilityRequest } from '@rbt/contracts';
import { signIdentity, unavailable, Logger } from '@rbt/service-kit';

export interface CapacityClient {
  feasibility(req: FeasibilityRequest): Promise<Feasibility>;
  /** The campaign's pacing by the admin rule; null when capacity holds no booking for it. */
  delivery(campaignId: string): Promise<CampaignDelivery | null>;
  /** The campaign's press-1 responses per day and its callback list; null when capacity holds no booking for it. */
  responses(campaignId: string): Promise<ResponseSummary | null>;
}

export const CAPACITY_UNAVAILABLE = 'Capacity cannot be checked right now. Please try again in a moment.';

/** Asks svc-capacity, signed as this service; any failure is a 503 and nothing changes. */
export function httpCapacityClient(opts: {
  baseUrl: string;
  secret: string;
  timeoutMs: number;
  logger: Logger;
}): CapacityClient {
  const ask = async (path: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    const headers = {
      'content-type': 'application/json',
      ...signIdentity(opts.secret, { id: 'svc-campaigns', role: 'service', email: '' }),
    };
    try {
      const res = await fetch(`${opts.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    } catch (err) {
      opts.logger.warn({ err, path }, 'svc-capacity did not answer');
      throw unavailable(CAPACITY_UNAVAILABLE);
    }
  };
  const usable = <T>(r: { status: number; json: unknown }, parsed: { success: boolean; data?: T }): T => {
    if (r.status === 200 && parsed.success) return parsed.data as T;
    opts.logger.warn({ status: r.status }, 'svc-capacity answered without a usable body');
    throw unavailable(CAPACITY_UNAVAILABLE);
  };
  return {
    async feasibility(req) {
      const r = await ask('/api/capacity/feasibility', req);
      return usable(r, Feasibility.safeParse(r.json));
    },
    async delivery(campaignId) {
      const r = await ask(`/api/capacity/campaigns/${encodeURIComponent(campaignId)}/delivery`);
      return r.status === 404 ? null : usable(r, CampaignDelivery.safeParse(r.json));
    },
    async responses(campaignId) {
      const r = await ask(`/api/capacity/campaigns/${encodeURIComponent(campaignId)}/responses`);
      return r.status === 404 ? null : usable(r, ResponseSummary.safeParse(r.json));
    },
  };
}
