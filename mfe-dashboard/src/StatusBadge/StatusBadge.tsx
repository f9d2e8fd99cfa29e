import { EuiBadge } from '@elastic/eui';
import { statusColour, statusLabel, type CampaignStatus } from '@rbt/contracts';

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <EuiBadge color={statusColour(status)} data-testid="status-badge" data-status={status}>
      {statusLabel(status)}
    </EuiBadge>
  );
}
