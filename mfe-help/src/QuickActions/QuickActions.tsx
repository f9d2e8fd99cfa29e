import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';
import { useNavigate } from 'react-router-dom';
import { latestDraft, useCampaigns } from '../api/help';

/** Quick Actions tab: real navigations, the draft one resolved from the caller's campaigns. */
export function QuickActions() {
  const navigate = useNavigate();
  const { data, isPending } = useCampaigns();
  const draft = latestDraft(data);
  return (
    <EuiFlexGroup direction="column" gutterSize="s" data-testid="help-tab-quick">
      <EuiFlexItem>
        <EuiButton fill iconType="plusCircle" onClick={() => navigate('/campaigns/targeting')}>
          New campaign
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton
          iconType="pencil"
          isLoading={isPending}
          isDisabled={!draft}
          onClick={() => draft && navigate(`/campaigns/new?continue=${draft.id}&step=2`)}
        >
          Continue latest draft
        </EuiButton>
        {draft && (
          <EuiText size="xs" color="subdued">
            <p>{draft.name || 'Untitled Campaign'}</p>
          </EuiText>
        )}
        {!isPending && !draft && (
          <EuiText size="xs" color="subdued">
            <p>No drafts to continue.</p>
          </EuiText>
        )}
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton iconType="document" onClick={() => navigate('/billing')}>
          Open billing
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton iconType="visLine" onClick={() => navigate('/analytics')}>
          Open analytics
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton iconType="home" onClick={() => navigate('/')}>
          Go to dashboard
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}
