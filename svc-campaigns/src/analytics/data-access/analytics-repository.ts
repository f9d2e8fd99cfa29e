import type { Connection } from 'mongoose';
import type { CollectionIndex } from '@rbt/service-kit';
import { UNPAID_STATUSES } from '@rbt/contracts';
import type { Campaign } from '../../campaigns';
import { campaignModel, CampaignDoc } from '../../campaigns';
import { campaignPart } from '../../campaigns';
import { cellKey, type ListenEvent } from './cell-parts';

export type { ListenEvent } from './cell-parts';
import { playsStore } from './plays-store';

/** A cell's counted figures: what was played of a campaign in one date × hour slot × city. */
export interface DeliveryBatch {
  campaignId: string;
  date: string;
  timeSlot: string;
  city: string;
  impressions: number;
  uniqueUsers: number;
  spendPkr: number;
}

/**
 * Delivered figures of one campaign × date × hour slot × city. Stored in CELL_PARTS parts, `_id`
 * `campaignId|date|timeSlot|city|part`, each counting the events whose id hashes to it; `find` answers whole cells.
 */
export interface DeliveryCell extends DeliveryBatch {
  _id: string;
  /** An added creative's cell (docs/creatives.md); absent for the campaign's own creative. */
  creativeId?: string;
  /** Listening events counted in the cell (absent before the first). */
  listen?: Partial<Record<ListenEvent, number>>;
  /** Ids of the events this part of the cell counted (the stored document only). */
  eventIds: string[];
  /** When the cell last counted a play (absent while it has only listening events). */
  lastAt?: Date;
}

/** The range query's index; built once at start by the service-kit's buildIndexes. */
export const deliveryCellIndexes: CollectionIndex[] = [
  { collection: 'delivery_cells', key: { campaignId: 1, date: 1 } },
  // The campaign credits a crashed batch left pending, found again by its token (plays-store.ts).
  { collection: 'delivery_cells', key: { 'credits.t': 1 } },
];

export type CampaignSummary = Pick<Campaign, '_id' | 'name' | 'status' | 'quote' | 'schedule'>;

export type StoredCell = Omit<DeliveryCell, 'eventIds'>;

/** The parts of each cell added up into the cell (counters and listening summed, the latest play kept). */
export function wholeCells(parts: StoredCell[]): StoredCell[] {
  const cells = new Map<string, StoredCell>();
  for (const p of parts) {
    const _id = cellKey(p);
    const c = cells.get(_id);
    if (!c) {
      cells.set(_id, { ...p, _id, ...(p.listen ? { listen: { ...p.listen } } : {}) });
      continue;
    }
    c.impressions += p.impressions;
    c.uniqueUsers += p.uniqueUsers;
    c.spendPkr += p.spendPkr;
    for (const [k, n] of Object.entries(p.listen ?? {}) as [ListenEvent, number][])
      c.listen = { ...c.listen, [k]: (c.listen?.[k] ?? 0) + n };
    if (p.lastAt && (!c.lastAt || p.lastAt > c.lastAt)) c.lastAt = p.lastAt;
  }
  return [...cells.values()];
}

function newAnalyticsRepository(conn: Connection) {
  const cells = conn.collection<DeliveryCell>('delivery_cells');
  const Campaigns = campaignModel(conn);
  return {
    ...playsStore(conn.collection('delivery_cells')),
    /** Cells of the given campaigns within the inclusive date range (either end optional). */
    async find(campaignIds: string[], from?: string, to?: string): Promise<StoredCell[]> {
      const date: Record<string, string> = {};
      if (from) date.$gte = from;
      if (to) date.$lte = to;
      const filter: Record<string, unknown> = { campaignId: { $in: campaignIds } };
      if (from || to) filter.date = date;
      return wholeCells(
        (await cells.find(filter as never, { projection: { eventIds: 0, credits: 0 } }).toArray()) as never,
      );
    },
    /** The paid campaigns a filter (ownedFilter or one id) selects, with what analytics needs of them. */
    async campaigns(filter: Record<string, unknown>): Promise<CampaignSummary[]> {
      const docs = await Campaigns.find({
        ...filter,
        deletedAt: null,
        status: { $nin: UNPAID_STATUSES } /* no booking, so no deliveries */,
      })
        .select({ name: 1, status: 1, quote: 1, schedule: 1 })
        .sort({ createdAt: -1 })
        .limit(1000)
        .lean<Pick<CampaignDoc, keyof CampaignSummary>[]>()
        .exec();
      return docs.map((d) => ({ ...d, schedule: campaignPart(d, 'schedule') }));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof newAnalyticsRepository>;

const byConnection = new WeakMap<Connection, AnalyticsRepository>();

/** One repository per connection (its index is in deliveryCellIndexes). */
export function analyticsRepository(conn: Connection): AnalyticsRepository {
  let repo = byConnection.get(conn);
  if (!repo) {
    repo = newAnalyticsRepository(conn);
    byConnection.set(conn, repo);
  }
  return repo;
}
