import { EuiButton, EuiSpacer } from '@elastic/eui';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@rbt/web-kit';
import { KpiCards } from '../KpiCards/KpiCards';
import { CampaignLists } from '../CampaignLists/CampaignLists';
import { useDashT } from '../messages';

/** Spec §2 dashboard: KPI cards, then the caller's campaigns. */
export function DashboardPage() {
  const navigate = useNavigate();
  const t = useDashT();
  return (
    <PageFrame
      title={t('dash.dashboard.title')}
      rightSideItems={[
        <EuiButton key="new" fill iconType="plus" onClick={() => navigate('/campaigns/targeting')}>
          {t('dash.dashboard.new')}
        </EuiButton>,
      ]}
    >
      <KpiCards />
      <EuiSpacer size="l" />
      <CampaignLists />
    </PageFrame>
  );
}
