import type { Connection } from 'mongoose';
import type { CampaignStatus } from '@rbt/contracts';
import { assertOwned, conflict, notFound, outboxSource, type Caller } from '@rbt/service-kit';
import type { Campaign, CampaignPart, Change } from '../domain/campaign';
import { campaignModel, CampaignDoc } from './campaign-model';
import type { CampaignLists } from './campaign-lists';

/** Not deleted: the filter of every read of live campaigns (the outbox, approval times and play credits read all). */
export const live = { deletedAt: null };

/** A campaign after a counted play: enough to tell whether it has now delivered its guarantee. */
export type PlayedCampaign = Pick<Campaign, '_id' | 'status' | 'deletedAt' | 'quote' | 'delivery'> | null;
/**
 * Credit tokens a campaign remembers: a pending credit is paid again only by the redelivery of its batch, moments
 * after the batches that followed it, so the last few dozen are enough.
 */
const PLAY_CREDITS_KEPT = 50;
const PLAYED_FIELDS = { status: 1, deletedAt: 1, 'quote.estImpressions': 1, 'delivery.impressions': 1 };

/**
 * A stored part as the aggregate's: the one place the parts are read as the contracts' types. They are not checked
 * again: every write to them is a wizard field the contract validated (CampaignDraftPatch through patchToSet, a step
 * call mapped to those fields, or a new draft's parts), so what is stored is what it let through. A part a campaign
 * never got reads as empty, as the use cases read it before.
 */
export const campaignPart = <P extends CampaignPart>(doc: Partial<Pick<CampaignDoc, P>>, part: P): Campaign[P] =>
  (doc[part] ?? {}) as Campaign[P];

/** The stored document as the aggregate (every read of a whole campaign goes through it). */
export function toCampaign(doc: CampaignDoc): Campaign {
  return {
    ...doc,
    // Stored only from ObjectiveInput, which maps the legacy ids.
    objective: doc.objective as Campaign['objective'],
    audience: campaignPart(doc, 'audience'),
    schedule: campaignPart(doc, 'schedule'),
    creative: campaignPart(doc, 'creative'),
    pricing: campaignPart(doc, 'pricing'),
  };
}

/** The aggregate as stored (a new campaign's insert): the same fields, its typed parts as plain sub-documents. */
export const toCampaignDoc = (campaign: Campaign): CampaignDoc => campaign;

export function campaignRepository(conn: Connection) {
  const M = campaignModel(conn);
  return {
    async insert(campaign: Campaign): Promise<Campaign> {
      await M.collection.insertOne(toCampaignDoc(campaign) as never);
      return campaign;
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
/** The writes and reads above, and the lists (campaign-lists.ts), as compose.ts wires them into one. */
export type CampaignRepository = ReturnType<typeof campaignRepository> & CampaignLists;

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
