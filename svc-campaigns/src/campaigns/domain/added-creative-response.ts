import type { AddedCreativeResponse, CampaignResponse } from '@rbt/contracts';
import type { Campaign, ExtraCreativeDoc } from './campaign';

/**
 * An added ad's press-1 response (docs/creatives.md "Each ad's press-1 response"). Stored as given: its own, none, or
 * the campaign's (`responseFromCampaign`, read when serving, so it follows the campaign's response if that changes).
 * Null or absent is none: an ad offers nothing its reviewer did not see on it.
 */
export function storedResponse(
  given: AddedCreativeResponse | null | undefined,
): Pick<ExtraCreativeDoc, 'response' | 'responseFromCampaign'> {
  if (given?.kind === 'campaign') return { response: null, responseFromCampaign: true };
  if (!given || given.kind === 'none') return { response: null, responseFromCampaign: false };
  return { response: given, responseFromCampaign: false };
}

/** The campaign's own response: its first ad's, made in the wizard. */
export const campaignResponseOf = (doc: Pick<Campaign, 'creative'>): CampaignResponse | null =>
  doc.creative.response ?? null;

/** What a caller who presses 1 after this added ad gets now; null: nothing (no prompt after the ad). */
export const addedAdResponse = (
  doc: Pick<Campaign, 'creative'>,
  c: Pick<ExtraCreativeDoc, 'response' | 'responseFromCampaign'>,
): CampaignResponse | null => (c.responseFromCampaign ? campaignResponseOf(doc) : c.response);
