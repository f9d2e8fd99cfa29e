import type { CampaignStatus } from '@rbt/contracts';
import type { AdminStatusTarget } from './api/campaigns';

/** Spec §4: status shown upper-case with spaces (PENDING REVIEW); a missing status shows as DRAFT. */
export function statusLabel(status: CampaignStatus | null | undefined): string {
  return (status ?? 'draft').replace(/_/g, ' ').toUpperCase();
}

/** Spec §4 badge colours; awaiting payment and rejected are our statuses (docs/decisions/admin.md). */
const COLOURS: Record<CampaignStatus, string> = {
  live: 'success',
  scheduled: 'primary',
  pending_review: 'warning',
  paused: '#F5A35C',
  completed: 'default',
  draft: 'default',
  awaiting_payment: 'hollow',
  rejected: 'danger',
};

export function statusColour(status: CampaignStatus | null | undefined): string {
  return COLOURS[status ?? 'draft'];
}

export interface StatusAction {
  label: string;
  to: AdminStatusTarget;
  icon: string;
  needsReason?: boolean;
}

/** The button colour of an action, in the table and in the drawer alike: the one asking for a reason (reject) is red. */
export const actionColour = (a: StatusAction) => (a.needsReason ? 'danger' : 'primary');

/** What an admin can do from each status (svc-campaigns enforces the same table). */
export function actionsFor(status: CampaignStatus): StatusAction[] {
  switch (status) {
    case 'pending_review':
      return [
        { label: 'Approve', to: 'scheduled', icon: 'check' },
        { label: 'Reject', to: 'rejected', icon: 'cross', needsReason: true },
      ];
    case 'live':
      return [{ label: 'Pause', to: 'paused', icon: 'pause' }];
    case 'paused':
      return [{ label: 'Resume', to: 'live', icon: 'play' }];
    default:
      return [];
  }
}
