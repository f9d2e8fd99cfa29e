import { pacingAnswer } from '@rbt/test-kit/src/pacing-answer';
// Test-only: list items in the contract's shape and an msw server that fails on any unplanned call.
import type { CampaignListItem, DashboardStats } from '@rbt/contracts';
import type { ReactElement } from 'react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { mswServer as kitServer, renderPage } from '@rbt/web-kit/src/testing';

/** A live card's pacing; behind by default (the case with the most to say). */
export const pacing = pacingAnswer;

/** The kit's server, where a live card's pacing is not booked yet unless a test answers otherwise. */
export const mswServer = (...handlers: RequestHandler[]) =>
  kitServer(
    http.get('/api/campaigns/:id/pacing', () => HttpResponse.json(pacing({ pacing: null }))),
    ...handlers,
  );
import en from './messages/en.json';

export function campaign(overrides: Partial<CampaignListItem> = {}): CampaignListItem {
  return {
    id: 'c1',
    name: 'Eid Sale',
    status: 'draft',
    objective: 'awareness',
    impressions: 0,
    spend: 0,
    progress: 25,
    createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export const stats: DashboardStats = {
  activeCampaigns: 2,
  totalImpressions: 125000,
  totalSpend: 45300,
  uniqueReach: 80400,
  totalCampaigns: 5,
};

/** A dashboard page with the dashboard's English words (Urdu tests pass its Urdu catalog and language). */
export function renderDash(ui: ReactElement, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(ui, { messages: en, ...options });
}

/** jsdom has no ResizeObserver; the charts library measures its container with one (nothing to observe here). */
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
