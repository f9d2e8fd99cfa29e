import { EuiBadge, EuiButtonEmpty, EuiFlexGroup, EuiLink, type EuiBasicTableColumn } from '@elastic/eui';
import { statusColour, statusLabel, type AdminCampaignRow } from '@rbt/contracts';
import { actionColour, actionsFor, type StatusAction } from '../status-display';
import { formatCount, formatPkr } from '@rbt/web-kit';
import { datesLabel } from '../CampaignDrawer/drawer-labels';

interface Options {
  onOpen: (row: AdminCampaignRow) => void;
  onAction: (row: Pick<AdminCampaignRow, 'id' | 'name'>, action: StatusAction) => void;
  pendingId: string | null;
}

export function campaignColumns({ onOpen, onAction, pendingId }: Options): EuiBasicTableColumn<AdminCampaignRow>[] {
  return [
    {
      field: 'name',
      name: 'Campaign',
      truncateText: true,
      render: (_: string, row) => (
        <EuiLink onClick={() => onOpen(row)} data-testid="open-campaign">
          {row.name || 'Untitled Campaign'}
        </EuiLink>
      ),
    },
    {
      field: 'userEmail',
      name: 'Advertiser',
      truncateText: true,
      render: (email: string, row) => row.companyName ?? (email || row.userId),
    },
    {
      field: 'status',
      name: 'Status',
      render: (s: AdminCampaignRow['status']) => <EuiBadge color={statusColour(s)}>{statusLabel(s)}</EuiBadge>,
    },
    { field: 'startDate', name: 'Schedule', render: (_: string, row) => datesLabel(row) },
    { field: 'totalCost', name: 'Total (with fee and VAT)', dataType: 'number', render: (n: number) => formatPkr(n) },
    {
      field: 'impressions',
      name: 'Plays (delivered of guaranteed)',
      dataType: 'number',
      // The guaranteed figure is the locked quote's (issue 28): the plays the advertiser paid for.
      render: (n: number, row) =>
        row.guaranteedPlays ? `${formatCount(n)} of ${formatCount(row.guaranteedPlays)}` : formatCount(n),
    },
    {
      name: 'Actions',
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
              {a.label}
            </EuiButtonEmpty>
          ))}
        </EuiFlexGroup>
      ),
    },
  ];
}
