import { EuiBadge } from '@elastic/eui';
import type { CampaignStatus } from '@rbt/contracts';
import { STATUS_COLOR, statusLabel } from '../format';

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <EuiBadge color={STATUS_COLOR[status]} data-testid="status-badge" data-status={status}>
      {statusLabel(status)}
    </EuiBadge>
  );
}
