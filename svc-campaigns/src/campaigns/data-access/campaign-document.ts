import type { Campaign, CampaignPart } from '../domain/campaign';
import type { CampaignDoc } from './campaign-model';

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
