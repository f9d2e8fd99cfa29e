// Test-only data and msw handlers shared by the admin component tests.
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { renderPage } from '@rbt/web-kit/src/testing';
import en from './messages/en.json';
import {
  CAPACITY_SLOT_IDS,
  TTS_DEFAULTS,
  type AdminCampaignRow,
  type AuthUser,
  type CapacityRow,
  type CapacitySummary,
  type DeliveryReport,
} from '@rbt/contracts';
import { CITIES } from '@rbt/pricing';
import { paidInvoice } from '../../libs/test-kit/src/invoice';
import { testAudioUrl } from '../../libs/test-kit/src/test-audio';

export const adminUser: AuthUser = {
  id: 'a1',
  email: 'admin@rbt.local',
  firstName: 'Admin',
  lastName: 'User',
  role: 'admin',
};

export function row(over: Partial<AdminCampaignRow> = {}): AdminCampaignRow {
  return {
    id: 'c1',
    name: 'Eid Sale',
    objective: 'awareness',
    userId: 'u1',
    userEmail: 'ayesha@example.pk',
    companyName: null,
    status: 'pending_review',
    startDate: '2030-01-10',
    endDate: '2030-01-16',
    totalCost: 62640,
    impressions: 0,
    reach: 40000,
    ...over,
  };
}

export function detail(over: Record<string, unknown> = {}) {
  const base = {
    id: 'c1',
    status: 'pending_review',
    name: 'Eid Sale',
    objective: 'awareness',
    cities: ['karachi', 'lahore'],
    gender: 'female',
    valueTier: 'gold',
    deviceType: 'smartphone',
    freqCapPerDay: 2,
    startDate: '2030-01-10',
    endDate: '2030-01-16',
    daysOfWeek: ['mon'],
    timeSlots: ['18-19', '19-20'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
    creativeType: 'tts',
    ttsConfig: { ...TTS_DEFAULTS, script: 'Buy now at our Eid sale', voice: 'ayesha', language: 'urdu' },
    audioFile: null,
    audioUrl: testAudioUrl(1),
    goalType: 'budget',
    budget: 50000,
    targetImpressions: null,
    rightsConfirmed: true,
    termsAccepted: true,
    promoCode: null,
    bidStrategy: 'auto',
    customTargeting: null,
    nicheTargeting: null,
    estimatedReach: null,
    frontendCalculatedCost: null,
    frontendCalculationDetails: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    rejectionReason: null,
    reviewHold: null,
    statusHistory: [],
    campaign: { name: 'Eid Sale', objective: 'awareness' },
    audience: { cities: ['karachi', 'lahore'], gender: 'female', valueTier: 'gold' },
    schedule: { startDate: '2030-01-10', endDate: '2030-01-16', timeSlots: ['18-19', '19-20'] },
    pricing: { budgetPkr: 50000, fees: 4000, taxes: 8640, totalCost: 62640, weightedCpm: 950, locked: true },
    quote: null,
  };
  return { ...base, ...over };
}

export const invoice = paidInvoice(50000, { number: 'INV-2030-0001' });

/** Delivery's answer: one campaign behind its pace with one hour at risk, one platform's traffic. */
export const deliveryReport = (campaignId: string): DeliveryReport => ({
  generatedAt: '2030-01-12T06:30:00.000Z',
  trafficWindowMinutes: 60,
  campaigns: [
    {
      campaignId,
      bookedPlays: 2000,
      plannedSoFar: 400,
      deliveredPlays: 250,
      pacing: 'behind',
      forecastPlays: 1400,
      cellsAtRisk: [
        {
          date: '2030-01-12',
          city: 'karachi',
          timeSlot: '10-11',
          booked: 200,
          planned: 100,
          delivered: 40,
          ended: false,
        },
      ],
    },
  ],
  platforms: [{ platformId: 'p1', decisions: 1200, filled: 900, fillRate: 0.75, errors: 3 }],
});

export function capacityRow(over: Partial<CapacityRow> = {}): CapacityRow {
  return {
    id: 'r1',
    date: '2030-01-10',
    city: 'karachi',
    timeSlot: '18-19',
    totalCapacity: 1000,
    bookedCapacity: 250,
    availableCapacity: 750,
    lastUpdated: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

/** The summary the service would build from these rows (same shape as svc-capacity's buildSummary). */
export function summaryOf(date: string, rows: CapacityRow[]): CapacitySummary {
  const usage = (total: number, booked: number) => ({
    total,
    booked,
    available: total - booked,
    utilisation: total ? Math.round((booked / total) * 1000) / 1000 : 0,
  });
  const cities = CITIES.map(({ id, name }) => {
    const slots = CAPACITY_SLOT_IDS.map((timeSlot) => {
      const r = rows.find((x) => x.city === id && x.timeSlot === timeSlot);
      return { timeSlot, ...usage(r?.totalCapacity ?? 0, r?.bookedCapacity ?? 0) };
    });
    return {
      city: id,
      name,
      ...usage(
        slots.reduce((t, s) => t + s.total, 0),
        slots.reduce((t, s) => t + s.booked, 0),
      ),
      slots,
    };
  });
  return {
    date,
    ...usage(
      cities.reduce((t, c) => t + c.total, 0),
      cities.reduce((t, c) => t + c.booked, 0),
    ),
    cities,
  };
}

/** Handlers for every call the page makes, over an in-memory list of rows; `seen` records the URLs asked for. */
export function adminHandlers(state: { rows: AdminCampaignRow[]; capacity: CapacityRow[]; seen: URL[] }) {
  return [
    http.get('/api/admin/campaigns', ({ request }) => {
      const url = new URL(request.url);
      state.seen.push(url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const all = state.rows.filter(
        (r) => (!status || r.status === status) && (!q || r.name.toLowerCase().includes(q)),
      );
      return HttpResponse.json({
        items: all.slice((page - 1) * pageSize, page * pageSize),
        total: all.length,
        page,
        pageSize,
      });
    }),
    http.get('/api/invoices', () => HttpResponse.json({ items: [invoice] })),
    http.get('/api/admin/billing/refunds', () => HttpResponse.json({ items: [] })),
    // No revenue share set yet: every platform settles at the default.
    http.get('/api/admin/platform-shares', () => HttpResponse.json([])),
    http.get('/api/campaigns/:id', ({ params }) => HttpResponse.json(detail({ id: params.id }))),
    // The campaign's own ad alone: the drawer shows no added ads (AddedCreatives.test.tsx has more).
    http.get('/api/campaigns/:id/creatives', () =>
      HttpResponse.json({ rotation: 'even', weights: null, creatives: [] }),
    ),
    http.get('/api/admin/capacity/summary', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '2030-01-10';
      return HttpResponse.json(
        summaryOf(
          date,
          state.capacity.filter((r) => r.date === date),
        ),
      );
    }),
    http.get('/api/admin/capacity', ({ request }) => {
      const url = new URL(request.url);
      state.seen.push(url);
      const city = url.searchParams.get('city');
      return HttpResponse.json(
        state.capacity.filter((r) => r.date === url.searchParams.get('date') && (city === 'all' || r.city === city)),
      );
    }),
  ];
}

/** An admin page with the admin remote's English words (Urdu tests pass its Urdu catalog and language). */
export function renderAdmin(ui: ReactElement, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(ui, { messages: en, ...options });
}
