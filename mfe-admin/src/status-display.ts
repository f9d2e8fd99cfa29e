import { adminActionsFor, type AdminAction, type AdminStatusTarget, type CampaignStatus } from '@rbt/contracts';

/** An admin action as a button: the contract's action (from, to, label) with its icon. */
export interface StatusAction extends AdminAction {
  icon: string;
}

const ICON: Record<AdminStatusTarget, string> = {
  scheduled: 'check',
  rejected: 'cross',
  paused: 'pause',
  live: 'play',
};

/** The button colour of an action, in the table and in the drawer alike: the one asking for a reason (reject) is red. */
export const actionColour = (a: StatusAction) => (a.needsReason ? 'danger' : 'primary');

/** What an admin can do from each status (`ADMIN_ACTIONS` in @rbt/contracts, which svc-campaigns enforces). */
export const actionsFor = (status: CampaignStatus): StatusAction[] =>
  adminActionsFor(status).map((a) => ({ ...a, icon: ICON[a.to] }));
