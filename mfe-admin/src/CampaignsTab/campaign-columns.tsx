import { EuiBadge, EuiButtonEmpty, EuiFlexGroup, EuiLink, type EuiBasicTableColumn } from '@elastic/eui';
import { adminActionsFor, statusColour, type AdminCampaignRow } from '@rbt/contracts';
import type { AdminAction, AdminStatusTarget, CampaignStatus } from '@rbt/contracts';
import { formatCount, formatPkr, type Labels } from '@rbt/web-kit';
import { datesLabel } from '../CampaignDrawer/drawer-labels';
import type { AdminT } from '../messages';

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

interface Options {
  onOpen: (row: AdminCampaignRow) => void;
  onAction: (row: Pick<AdminCampaignRow, 'id' | 'name'>, action: StatusAction) => void;
  pendingId: string | null;
}

export function campaignColumns(
  t: AdminT,
  labels: Labels,
  { onOpen, onAction, pendingId }: Options,
): EuiBasicTableColumn<AdminCampaignRow>[] {
  return [
    {
      field: 'name',
      name: t('admin.common.campaign'),
      truncateText: true,
      render: (_: string, row) => (
        <EuiLink onClick={() => onOpen(row)} data-testid="open-campaign">
          {row.name || t('admin.common.untitled')}
        </EuiLink>
      ),
    },
    {
      field: 'userEmail',
      name: t('admin.campaigns.col.advertiser'),
      truncateText: true,
      render: (email: string, row) => row.companyName ?? (email || row.userId),
    },
    {
      field: 'status',
      name: t('admin.common.status'),
      render: (s: AdminCampaignRow['status']) => <EuiBadge color={statusColour(s)}>{labels.status(s)}</EuiBadge>,
    },
    { field: 'startDate', name: t('admin.campaigns.col.schedule'), render: (_: string, row) => datesLabel(t, row) },
    {
      field: 'totalCost',
      name: t('admin.campaigns.col.total'),
      dataType: 'number',
      render: (n: number) => formatPkr(n),
    },
    {
      field: 'impressions',
      name: t('admin.campaigns.col.plays'),
      dataType: 'number',
      // The guaranteed figure is the locked quote's: the plays the advertiser paid for.
      render: (n: number, row) =>
        row.guaranteedPlays
          ? t('admin.common.of', { done: formatCount(n), total: formatCount(row.guaranteedPlays) })
          : formatCount(n),
    },
    {
      name: t('admin.common.actions'),
      width: '190px',
      render: (row: AdminCampaignRow) => (
        <EuiFlexGroup gutterSize="xs" responsive={false} wrap>
          {actionsFor(row.status).map((a) => (
            <EuiButtonEmpty
              key={a.to}
              size="xs"
              iconType={a.icon}
              color={actionColour(a)}
              isDisabled={pendingId === row.id}
              onClick={() => onAction(row, a)}
            >
              {t(`admin.action.${a.to}`)}
            </EuiButtonEmpty>
          ))}
        </EuiFlexGroup>
      ),
    },
  ];
}
