// What the other contexts of svc-campaigns may use of campaigns: their only way in, besides events.
export { type CampaignDoc, campaignModel } from './data-access/campaign-model';
export {
  loadOwned,
  mutate,
  type CampaignRepository,
  type CampaignStore,
  type PlayedCampaign,
} from './data-access/campaign-repository';
export { assertAdmin } from './domain/review-use-case';
export { creativesView } from './domain/campaign-creatives';
export type { Campaign, CampaignSchedule, CampaignSet } from './domain/campaign';
export { campaignPart } from './data-access/campaign-repository';
export { toDraft } from './domain/draft-fields';
export { assertFeasible, assertQuoteStillFeasible, type FeasibilityPorts } from './domain/feasibility';
export { applySet, assertPlayable, bookingOf, campaignBookingExtended, statusChange } from './domain/lifecycle';
export { toEstimateRequest } from './domain/quote';
export { serviceReason } from './domain/status-reasons';
