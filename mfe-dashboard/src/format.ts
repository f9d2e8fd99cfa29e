import type { CampaignListItem, CampaignStatus } from '@rbt/contracts';

/** Spec §4: the status in capitals with spaces (pending_review → PENDING REVIEW); null shows as DRAFT. */
export function statusLabel(status: CampaignStatus | null | undefined): string {
  return (status ?? 'draft').replace(/_/g, ' ').toUpperCase();
}

/** Spec §4 badge colours: live green, scheduled blue, pending review yellow, paused orange, completed and draft grey. */
export const STATUS_COLOR: Record<CampaignStatus, string> = {
  live: '#2e9e5b',
  scheduled: '#3b7ddd',
  pending_review: '#f1c40f',
  paused: '#f08c2e',
  completed: '#98a2b3',
  draft: '#98a2b3',
  // Not in the spec: waiting for payment reads like a draft; a rejection needs attention.
  awaiting_payment: '#98a2b3',
  rejected: '#d64545',
};

export const OBJECTIVE_LABEL: Record<NonNullable<CampaignListItem['objective']>, string> = {
  awareness: 'Brand Awareness',
  consideration: 'Consideration',
  conversion: 'Conversion',
  retention: 'Retention',
};
