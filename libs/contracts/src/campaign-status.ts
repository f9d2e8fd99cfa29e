import { z } from 'zod';

/**
 * Campaign status, once for every remote and service: the states, how they read, their badge colour,
 * which sets of them mean paid / editable / topped up, and which moves between them are allowed. svc-campaigns
 * enforces these; the pages only show what they allow.
 */

/** Campaign lifecycle (spec §4) plus awaiting_payment (quote locked, not yet paid), rejected and cancelled (by its owner before it ran). */
export const CampaignStatus = z.enum([
  'draft',
  'awaiting_payment',
  'pending_review',
  'scheduled',
  'live',
  'paused',
  'completed',
  'rejected',
  'cancelled',
]);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/**
 * Spec §4: the status in capitals with spaces (pending_review → PENDING REVIEW); a missing status shows as DRAFT.
 * The pages show web-kit's `kit.status.*` words (English and Urdu); this rule is what their English is tested against.
 * @public
 */
export function statusLabel(status: CampaignStatus | null | undefined): string {
  return (status ?? 'draft').replace(/_/g, ' ').toUpperCase();
}

/**
 * Spec §4 badge colours: live green, scheduled blue, pending review yellow, paused orange, completed and draft grey.
 * Not in the spec: waiting for payment reads like a draft; a rejection needs attention (red).
 */
export const STATUS_COLOUR: Record<CampaignStatus, string> = {
  live: '#2e9e5b',
  scheduled: '#3b7ddd',
  pending_review: '#f1c40f',
  paused: '#f08c2e',
  completed: '#98a2b3',
  draft: '#98a2b3',
  awaiting_payment: '#98a2b3',
  rejected: '#c43a3a',
  cancelled: '#98a2b3',
};

export const statusColour = (status: CampaignStatus | null | undefined): string => STATUS_COLOUR[status ?? 'draft'];

/**
 * Before payment: no booking, no invoice, no deliveries. Every other status is past payment (a rejection comes only
 * after review, so after payment).
 */
export const UNPAID_STATUSES: readonly CampaignStatus[] = ['draft', 'awaiting_payment'];

/** Statuses whose wizard data the owner may change freely (an awaiting_payment edit returns it to draft). */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'awaiting_payment', 'rejected'];
/** Paid statuses whose campaign may still change in some ways, each under its rules; completed takes nothing. */
export const PAID_EDITABLE_STATUSES: readonly CampaignStatus[] = ['pending_review', 'scheduled', 'live', 'paused'];
/** Statuses in which the owner may buy more plays or days: approved and not ended. */
export const TOP_UP_STATUSES: readonly CampaignStatus[] = ['scheduled', 'live', 'paused'];

/**
 * Every transition the service allows (spec §4 plus docs/decisions/campaigns.md); anything else is a 409. The
 * owner's, the admin's and the scheduler's moves are each a subset of this.
 */
export const ALLOWED_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['awaiting_payment'],
  awaiting_payment: ['draft', 'pending_review'],
  pending_review: ['scheduled', 'rejected', 'cancelled'],
  scheduled: ['live', 'pending_review', 'cancelled'],
  live: ['paused', 'completed'],
  paused: ['live', 'completed'],
  completed: [],
  rejected: ['awaiting_payment', 'pending_review'],
  cancelled: [],
};

/**
 * Paid but not yet playing (in review, or approved and waiting for its start): the owner may cancel and have the
 * money returned (to the source or as account credit).
 */
export const CANCELLABLE_STATUSES: readonly CampaignStatus[] = ['pending_review', 'scheduled'];

export const canMove = (from: CampaignStatus, to: CampaignStatus): boolean => ALLOWED_TRANSITIONS[from].includes(to);

/** The statuses an admin may move a campaign to (PATCH /api/admin/campaigns/:id/status). */
export const AdminStatusTarget = z.enum(['scheduled', 'rejected', 'paused', 'live']);
export type AdminStatusTarget = z.infer<typeof AdminStatusTarget>;

export interface AdminAction {
  to: AdminStatusTarget;
  /** The one status the action starts from. */
  from: CampaignStatus;
  label: string;
  /** Reject asks for a reason, which the owner is shown. */
  needsReason: boolean;
}

/** Admin actions by target status: approve, reject (ours), pause, resume (spec §4), in the order they are shown. */
export const ADMIN_ACTIONS: Record<AdminStatusTarget, AdminAction> = {
  scheduled: { to: 'scheduled', from: 'pending_review', label: 'Approve', needsReason: false },
  rejected: { to: 'rejected', from: 'pending_review', label: 'Reject', needsReason: true },
  paused: { to: 'paused', from: 'live', label: 'Pause', needsReason: false },
  live: { to: 'live', from: 'paused', label: 'Resume', needsReason: false },
};

/** What an admin can do from a status (the service refuses the rest with a 409). */
export const adminActionsFor = (status: CampaignStatus): AdminAction[] =>
  Object.values(ADMIN_ACTIONS).filter((a) => a.from === status);
