import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';
import { useNavigate } from 'react-router-dom';
import { latestDraft, useCampaigns } from '../api/help';
import { useHelpT } from '../messages';

/** Quick Actions tab: real navigations, the draft one resolved from the caller's campaigns. */
export function QuickActions() {
  const navigate = useNavigate();
  const t = useHelpT();
  const { data, isPending } = useCampaigns();
  const draft = latestDraft(data);
  return (
    <EuiFlexGroup direction="column" gutterSize="s" data-testid="help-tab-quick">
      <EuiFlexItem>
        <EuiButton fill iconType="plusCircle" onClick={() => navigate('/campaigns/targeting')}>
          {t('help.quick.new')}
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton
          iconType="pencil"
          isLoading={isPending}
          isDisabled={!draft}
          onClick={() => draft && navigate(`/campaigns/new?continue=${draft.id}&step=2`)}
        >
          {t('help.quick.continue')}
        </EuiButton>
        {draft && (
          <EuiText size="xs" color="subdued">
            <p>{draft.name || t('help.quick.untitled')}</p>
          </EuiText>
        )}
        {!isPending && !draft && (
          <EuiText size="xs" color="subdued">
            <p>{t('help.quick.noDrafts')}</p>
          </EuiText>
        )}
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton iconType="document" onClick={() => navigate('/billing')}>
          {t('help.quick.billing')}
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton iconType="visLine" onClick={() => navigate('/analytics')}>
          {t('help.quick.analytics')}
        </EuiButton>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiButton iconType="home" onClick={() => navigate('/')}>
          {t('help.quick.dashboard')}
        </EuiButton>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}
