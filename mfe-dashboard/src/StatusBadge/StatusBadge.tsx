import { EuiBadge } from '@elastic/eui';
import { statusColour, type CampaignStatus } from '@rbt/contracts';
import { useLabels } from '@rbt/web-kit';

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const labels = useLabels();
  return (
    <EuiBadge color={statusColour(status)} data-testid="status-badge" data-status={status}>
      {labels.status(status)}
    </EuiBadge>
  );
}
