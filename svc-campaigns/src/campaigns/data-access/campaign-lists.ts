import type { Connection, FilterQuery } from 'mongoose';
import type { CampaignStatus } from '@rbt/contracts';
import type { Campaign, StatusEntry } from '../domain/campaign';
import { campaignModel, CampaignDoc } from './campaign-model';
import { live, toCampaign } from './campaign-repository';

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

/** The campaigns' lists and figures (dashboard, admin, review times): reads only, each campaign read as the aggregate. */
export function campaignLists(conn: Connection) {
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
  const list = async (filter: FilterQuery<CampaignDoc>): Promise<Campaign[]> => {
    const docs = await M.find({ ...filter, ...live })
      .sort({ updatedAt: -1 })
      .limit(500)
      .lean<CampaignDoc[]>()
      .exec();
    return docs.map(toCampaign);
  };
  return {
    list,
    /** The owner's drafts: those their list shows, and all of them (the empty ones of abandoned wizard visits too). */
    async draftCounts(ownerId: string): Promise<{ listed: number; all: number }> {
      const drafts = { ownerId, status: 'draft', ...live };
      const [listed, all] = await Promise.all([
        M.countDocuments({ ...drafts, ...notEmptyDraft }).exec(),
        M.countDocuments(drafts).exec(),
      ]);
      return { listed, all };
    },
    /** The owner's list (dashboard): newest change first, abandoned empty drafts left out. */
    ownerList(filter: FilterQuery<CampaignDoc>): Promise<Campaign[]> {
      return list({ ...filter, ...notEmptyDraft });
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
  };
}
export type CampaignLists = ReturnType<typeof campaignLists>;
