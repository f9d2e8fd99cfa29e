// Test-only msw handlers for the wizard: estimate through the real engine, an in-memory campaigns store.
import { http, HttpResponse } from 'msw';
import {
  CampaignDraftPatch,
  EstimateRequest,
  NO_ACTIONS,
  NO_LOCKS,
  TIME_SLOT_IDS,
  type CampaignDetail,
} from '@rbt/contracts';
import { estimate, PricingError } from '@rbt/pricing';
import type { ZodError } from 'zod';
import { DEFAULT_DRAFT } from '../draft/default-draft';

export function campaignDetail(id: string, patch: CampaignDraftPatch = {}): CampaignDetail {
  const d = { ...DEFAULT_DRAFT, ...patch } as CampaignDetail;
  return {
    ...d,
    id,
    status: 'draft',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    rejectionReason: null,
    reviewHold: null,
    statusHistory: [{ from: null, to: 'draft', at: '2026-11-20T10:00:00.000Z' }],
    campaign: { name: d.name, objective: d.objective as CampaignDetail['objective'] },
    audience: { cities: d.cities, gender: d.gender, valueTier: d.valueTier },
    schedule: { startDate: d.startDate, endDate: d.endDate, timeSlots: d.timeSlots },
    pricing: { budgetPkr: null, fees: 0, taxes: 0, totalCost: 0, weightedCpm: 950, locked: false },
    quote: null,
    editRules: NO_LOCKS,
    actions: NO_ACTIONS,
  };
}

export interface WizardServerState {
  drafts: Map<string, CampaignDraftPatch>;
  calls: { method: string; path: string; body: unknown }[];
  estimateFails: boolean;
  nextId: number;
  /** Slot id → status the availability route answers; slots not listed are open. */
  availability?: Record<string, 'sold_out' | 'nearly_full'>;
  /** Draft-Session key → the draft its first create made. */
  sessions: Map<string, string>;
  /**
   * Holds each create's answer back until this settles, as a slow network does: a test decides when the answer
   * arrives, so "left before the answer" holds however slowly the machine runs (a fixed delay did not).
   */
  createHeld?: Promise<void>;
  /** Creates answered so far. */
  created: number;
}

export const newServerState = (): WizardServerState => ({
  drafts: new Map(),
  sessions: new Map(),
  created: 0,
  calls: [],
  estimateFails: false,
  nextId: 1,
});

/** The services' 400 (service-kit fromZod): "path: message" and the issues in details, as the browser gets it. */
const refusal = (path: string, message: string) =>
  HttpResponse.json(
    { error: { code: 'validation_failed', message: `${path}: ${message}`, details: [{ path, message }] } },
    { status: 400 },
  );
const invalid = (e: ZodError) => refusal(e.issues[0].path.join('.'), e.issues[0].message);

export function wizardHandlers(s: WizardServerState) {
  const record = async (request: Request) => {
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    s.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as CampaignDraftPatch;
  };
  return [
    reviewTimeHandler(),
    feasibilityHandler(),
    http.get('/mf-manifest.json', () => HttpResponse.json({ remotes: {}, config: { mapTileUrl: null } })),
    http.post('/api/estimate', async ({ request }) => {
      const body = await record(request);
      if (s.estimateFails) return new HttpResponse('pricing is down', { status: 503 });
      const parsed = EstimateRequest.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      try {
        return HttpResponse.json(estimate(parsed.data));
      } catch (e) {
        if (!(e instanceof PricingError)) throw e;
        return refusal(e.path, e.message);
      }
    }),
    http.get('/api/capacity/availability', async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams;
      const fullest = { date: q.get('startDate') ?? '', city: q.get('cities')?.split(',')[0] ?? '' };
      const slots = TIME_SLOT_IDS.map((timeSlot) => {
        const status = s.availability?.[timeSlot] ?? 'open';
        const peakUtilisation = status === 'sold_out' ? 1 : status === 'nearly_full' ? 0.9 : 0.1;
        return {
          timeSlot,
          status,
          total: 1000,
          booked: peakUtilisation * 1000,
          available: 1000 - peakUtilisation * 1000,
          peakUtilisation,
          fullest,
        };
      });
      return HttpResponse.json({
        startDate: q.get('startDate'),
        endDate: q.get('endDate'),
        cities: q.get('cities')?.split(','),
        nearlyFullAt: 0.8,
        slots,
      });
    }),
    http.post('/api/campaigns', async ({ request }) => {
      const body = await record(request);
      if (s.createHeld) await s.createHeld;
      // As svc-campaigns: creates carrying one Draft-Session key land in one draft.
      const session = request.headers.get('draft-session');
      const known = session ? s.sessions.get(session) : undefined;
      const id = known ?? `c${s.nextId++}`;
      if (session) s.sessions.set(session, id);
      s.drafts.set(id, { ...s.drafts.get(id), ...body });
      s.created += 1;
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.patch('/api/campaigns/:id', async ({ request, params }) => {
      const body = await record(request);
      const id = String(params.id);
      const parsed = CampaignDraftPatch.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      s.drafts.set(id, { ...s.drafts.get(id), ...body });
      return HttpResponse.json(campaignDetail(id, s.drafts.get(id)));
    }),
    http.post('/api/campaigns/:id/duplicate', async ({ request, params }) => {
      await record(request);
      const id = `c${s.nextId++}`;
      const src = s.drafts.get(String(params.id)) ?? {};
      s.drafts.set(id, { ...src, name: `${src.name ?? 'Untitled Campaign'} (copy)` });
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.get('/api/campaigns/:id', async ({ request, params }) => {
      await record(request);
      const d = s.drafts.get(String(params.id));
      return d
        ? HttpResponse.json(campaignDetail(String(params.id), d))
        : new HttpResponse('Campaign not found', { status: 404 });
    }),
  ];
}

/** The review time svc-campaigns tells (the recent median unless a test says otherwise). */
export const reviewTimeHandler = (minutes = 150, basis: 'median' | 'sla' = 'median') =>
  http.get('/api/dashboard/review-time', () => HttpResponse.json({ minutes, basis, approvals: 12, windowDays: 30 }));

/** svc-capacity's feasibility of the review step's plays: sellable, at the given delivery confidence. */
export const feasibilityHandler = (deliveryConfidence: 'high' | 'medium' | 'low' = 'high') =>
  http.post('/api/capacity/feasibility', async ({ request }) => {
    const { plays } = (await request.json()) as { plays: number };
    return HttpResponse.json({
      requestedPlays: plays,
      sellablePlays: plays * 2,
      forecastPlays: plays * 2,
      bookedPlays: 0,
      pastCells: 0,
      feasible: true,
      deliveryConfidence,
    });
  });

/** A campaign with its single ad: the details page shows no results per ad (DetailsAdResults.test.tsx has more). */
export const oneAdResultsHandler = () =>
  http.get('/api/campaigns/:id/creative-results', ({ params }) =>
    HttpResponse.json({
      campaignId: params.id,
      rotation: 'even',
      creatives: [],
      splitTest: { state: 'off', minPlays: 1000, winnerId: null, confidencePct: null, z: null },
    }),
  );

/** A campaign's own ad alone: the details page lists it under "Your ads" (DetailsAds.test.tsx has more). */
export const oneAdHandler = () =>
  http.get('/api/campaigns/:id/creatives', ({ params }) =>
    HttpResponse.json({
      rotation: 'even',
      weights: null,
      creatives: [
        {
          id: params.id,
          ordinal: 1,
          creativeType: 'tts',
          audioUrl: null,
          language: 'english',
          script: null,
          response: null,
          review: 'approved',
          rejectionReason: null,
          weight: null,
          primary: true,
          removed: false,
        },
      ],
    }),
  );
