import { EuiButton, EuiSpacer } from '@elastic/eui';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@rbt/web-kit';
import { KpiCards } from '../KpiCards/KpiCards';
import { CampaignLists } from '../CampaignLists/CampaignLists';

/** Spec §2 dashboard: KPI cards, then the caller's campaigns. */
export function DashboardPage() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Campaign Dashboard"
      rightSideItems={[
        <EuiButton key="new" fill iconType="plus" onClick={() => navigate('/campaigns/targeting')}>
          Start New Campaign
        </EuiButton>,
      ]}
    >
      <KpiCards />
      <EuiSpacer size="l" />
      <CampaignLists />
    </PageFrame>
  );
}
