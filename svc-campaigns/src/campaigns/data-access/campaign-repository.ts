import type { Connection, FilterQuery } from 'mongoose';
import type { CampaignStatus } from '@rbt/contracts';
import { assertOwned, conflict, notFound, outboxSource, type Caller } from '@rbt/service-kit';
import type { Campaign, Change, StatusEntry } from '../domain/campaign';
import { campaignModel, CampaignDoc } from './campaign-model';
import { toCampaign, toCampaignDoc } from './campaign-document';

const live = { deletedAt: null };
/**
 * Lists leave out abandoned empty drafts: a draft with no name, no city, no customer list and no
 * creative is a wizard visit that never became a campaign. Everything else, every non-draft, is listed.
 */
const notEmptyDraft = {
  $or: [
    { status: { $ne: 'draft' } },
    { name: { $regex: '\\S' } },
    { 'audience.cities.0': { $exists: true } },
    { 'audience.audienceListId': { $type: 'string' } },
    { 'creative.ttsConfig.script': { $regex: '\\S' } },
    { 'creative.audioUrl': { $type: 'string' } },
  ],
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A campaign after a counted play: enough to tell whether it has now delivered its guarantee. */
export type PlayedCampaign = Pick<Campaign, '_id' | 'status' | 'deletedAt' | 'quote' | 'delivery'> | null;
/**
 * Credit tokens a campaign remembers: a pending credit is paid again only by the redelivery of its batch, moments
 * after the batches that followed it, so the last few dozen are enough.
 */
const PLAY_CREDITS_KEPT = 50;
const PLAYED_FIELDS = { status: 1, deletedAt: 1, 'quote.estImpressions': 1, 'delivery.impressions': 1 };

export function campaignRepository(conn: Connection) {
  const M = campaignModel(conn);
  /** One page of the filter in the given order, with the filter's total count. */
  const page = async (filter: FilterQuery<CampaignDoc>, sort: object, q: { page: number; pageSize: number }) => {
    const [items, total] = await Promise.all([
      M.find(filter)
        .sort(sort as never)
        .skip((q.page - 1) * q.pageSize)
        .limit(q.pageSize)
        .lean<CampaignDoc[]>()
        .exec(),
      M.countDocuments(filter).exec(),
    ]);
    return { items: items.map(toCampaign), total };
  };
  return {
    async insert(campaign: Campaign): Promise<Campaign> {
      await M.collection.insertOne(toCampaignDoc(campaign) as never);
      return campaign;
    },
    /** The owner's drafts: those their list shows, and all of them (the empty ones of abandoned wizard visits too). */
    async draftCounts(ownerId: string): Promise<{ listed: number; all: number }> {
      const drafts = { ownerId, status: 'draft', ...live };
      const [listed, all] = await Promise.all([
        M.countDocuments({ ...drafts, ...notEmptyDraft }).exec(),
        M.countDocuments(drafts).exec(),
      ]);
      return { listed, all };
    },
    async get(id: string): Promise<Campaign | null> {
      const doc = await M.findOne({ _id: id, ...live })
        .lean<CampaignDoc>()
        .exec();
      return doc && toCampaign(doc);
    },
    /**
     * One single-document write: the change, its status history and its outbox events together, only if nobody
     * wrote in between (version). Returns null on a lost race so the caller can reload and decide again.
     */
    async apply(campaign: Campaign, w: Change, now: Date): Promise<Campaign | null> {
      const push: Record<string, unknown> = {};
      if (w.events.length) push.outbox = { $each: w.events };
      if (w.history) push.statusHistory = w.history;
      const update: Record<string, unknown> = { $set: { ...w.set, updatedAt: now }, $inc: { version: 1 } };
      if (Object.keys(push).length) update.$push = push;
      const after = (await M.collection.findOneAndUpdate(
        { _id: campaign._id as never, version: campaign.version, ...live },
        update,
        { returnDocument: 'after' },
      )) as CampaignDoc | null;
      return after && toCampaign(after);
    },
    /** The owner's list (dashboard): newest change first, abandoned empty drafts left out. */
    ownerList(filter: FilterQuery<CampaignDoc>): Promise<Campaign[]> {
      return this.list({ ...filter, ...notEmptyDraft });
    },
    async list(filter: FilterQuery<CampaignDoc>): Promise<Campaign[]> {
      const docs = await M.find({ ...filter, ...live })
        .sort({ updatedAt: -1 })
        .limit(500)
        .lean<CampaignDoc[]>()
        .exec();
      return docs.map(toCampaign);
    },
    async adminPage(q: { q?: string; status?: CampaignStatus; page: number; pageSize: number }) {
      const filter: FilterQuery<CampaignDoc> = { ...live };
      if (q.status) filter.status = q.status;
      if (q.q) {
        const re = { $regex: escapeRegex(q.q), $options: 'i' };
        filter.$or = [{ name: re }, { ownerEmail: re }, { _id: re }];
      }
      return page(filter, { updatedAt: -1 }, q);
    },
    /** The owner's page of campaigns: name search (escaped), status filter, newest first or by name or start date. */
    async ownerPage(
      ownerId: string | undefined,
      q: {
        q?: string;
        status?: CampaignStatus;
        sort: 'updated' | 'created' | 'name' | 'start';
        page: number;
        pageSize: number;
      },
    ) {
      const filter: FilterQuery<CampaignDoc> = { ...live, ...(ownerId ? { ownerId } : {}), ...notEmptyDraft };
      if (q.status) filter.status = q.status;
      if (q.q) filter.name = { $regex: escapeRegex(q.q), $options: 'i' };
      const order = {
        updated: { updatedAt: -1 },
        created: { createdAt: -1 },
        name: { name: 1 },
        start: { 'schedule.startDate': 1 },
      }[q.sort];
      return page(filter, { ...order, _id: 1 }, q);
    },
    async stats(filter: FilterQuery<CampaignDoc>) {
      // Only these fields are read: no part to map.
      return M.find({ ...filter, ...live })
        .select({ status: 1, delivery: 1 })
        .lean<Pick<Campaign, '_id' | 'status' | 'delivery'>[]>()
        .exec();
    },
    /** The status histories of campaigns approved since `since` (deleted ones too: their review took its time). */
    async approvalHistoriesSince(since: Date): Promise<StatusEntry[][]> {
      const docs = await M.find({
        statusHistory: { $elemMatch: { from: 'pending_review', to: 'scheduled', at: { $gte: since } } },
      })
        .select({ statusHistory: 1 })
        .limit(5000)
        .lean<Pick<CampaignDoc, 'statusHistory'>[]>()
        .exec();
      return docs.map((d) => d.statusHistory ?? []);
    },
    /** The outbox relay's source: campaigns whose outbox holds unsent events, oldest change first. */
    outbox: outboxSource(M, 'outbox', { updatedAt: 1 }),
    async due(
      status: CampaignStatus,
      field: 'schedule.startDate' | 'schedule.endDate',
      cmp: '$lte' | '$lt',
      today: string,
    ): Promise<Campaign[]> {
      const docs = await M.find({ status, [field]: { [cmp]: today }, ...live })
        .limit(500)
        .lean<CampaignDoc[]>()
        .exec();
      return docs.map(toCampaign);
    },
    /**
     * Adds a batch's counted plays of the campaign once per credit token (the last tokens are kept on the campaign,
     * so the credit a crashed batch left pending, paid again by its redelivery, counts once). Answers the campaign as
     * the plays left it, with what completion decides on; null when there is no such campaign or it had the credit.
     */
    async creditPlays(
      id: string,
      token: string,
      inc: { plays: number; spendPkr: number; uniqueReach: number },
      countedAt: Date,
    ): Promise<PlayedCampaign> {
      const $inc = {
        'delivery.impressions': inc.plays,
        'delivery.spend': inc.spendPkr,
        'delivery.uniqueReach': inc.uniqueReach,
      };
      // $max: plays counted out of order never move the time back.
      return M.collection.findOneAndUpdate(
        { _id: id as never, playCredits: { $ne: token } },
        {
          $inc,
          $max: { 'delivery.lastPlayAt': countedAt },
          $push: { playCredits: { $each: [token], $slice: -PLAY_CREDITS_KEPT } },
        } as never,
        { returnDocument: 'after', projection: PLAYED_FIELDS },
      ) as Promise<PlayedCampaign>;
    },
  };
}
export type CampaignRepository = ReturnType<typeof campaignRepository>;

/** What loading and changing a campaign takes: the repository, the clock, and the relay's nudge after a write. */
export interface CampaignStore {
  campaigns: CampaignRepository;
  clock: () => Date;
  /** Called after every write that queued events, so the relay sends them without waiting for its timer. */
  afterWrite: () => void;
}

/** A campaign loaded for its owner (any caller when `caller` is null): 404 when missing, 403 when not theirs. */
export async function loadOwned(p: Pick<CampaignStore, 'campaigns'>, caller: Caller | null, id: string) {
  const doc = await p.campaigns.get(id);
  if (!caller) {
    if (!doc) throw notFound('Campaign');
    return doc;
  }
  return assertOwned(caller, doc, 'Campaign');
}

/**
 * Load, decide, write-if-unchanged, retried on a lost race: a use case's decision is always made on the
 * document it writes over. `decide` returning null means nothing to do.
 */
export async function mutate(
  p: CampaignStore,
  caller: Caller | null,
  id: string,
  decide: (doc: Campaign, now: Date) => Change | null,
): Promise<Campaign> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const doc = await loadOwned(p, caller, id);
    const now = p.clock();
    const change = decide(doc, now);
    if (!change) return doc;
    const after = await p.campaigns.apply(doc, change, now);
    if (after) {
      if (change.events.length) p.afterWrite();
      return after;
    }
  }
  throw conflict('The campaign kept changing while saving; please try again.');
}
