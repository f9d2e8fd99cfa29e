import type { ReactNode } from 'react';
import { EuiButton, EuiCallOut, EuiFlexGroup, EuiFlexItem } from '@elastic/eui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiErrorDetail } from '@rbt/web-kit';
import type { CampaignDetail } from '@rbt/contracts';
import { deleteCampaign, duplicateCampaign, useOwnerStatus } from '../../api/campaigns';
import { allowedActions } from './details-labels';
import { useWizT } from '../../messages';

/** What the owner may do next: edit, pay, pause or resume, duplicate, delete (each shown only when allowed). */
export function DetailsActions({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useWizT();
  const navigate = useNavigate();
  const act = allowedActions(c.status);
  const pause = useOwnerStatus(c.id, 'pause');
  const resume = useOwnerStatus(c.id, 'resume');
  const remove = useMutation({ mutationFn: () => deleteCampaign(c.id), onSuccess: () => navigate('/') });
  const duplicate = useMutation({
    mutationFn: () => duplicateCampaign(c.id),
    onSuccess: (copy) => navigate(`/campaigns/${copy}`),
  });
  const failure = pause.error ?? resume.error ?? remove.error ?? duplicate.error;
  const item = (show: boolean, button: ReactNode) => show && <EuiFlexItem grow={false}>{button}</EuiFlexItem>;
  return (
    <>
      <EuiFlexGroup wrap gutterSize="s" data-testid="details-actions">
        {item(
          act.continueEditing,
          <EuiButton fill onClick={() => navigate(`/campaigns/new?continue=${c.id}`)}>
            {t('wiz.details.continueEditing')}
          </EuiButton>,
        )}
        {item(
          act.edit,
          <EuiButton iconType="pencil" onClick={() => navigate(`/campaigns/${c.id}/edit`)}>
            {t('wiz.details.edit')}
          </EuiButton>,
        )}
        {item(
          act.pay,
          <EuiButton fill onClick={() => navigate(`/campaigns/${c.id}/checkout`)}>
            {t('wiz.details.payNow')}
          </EuiButton>,
        )}
        {item(
          c.actions.pause,
          <EuiButton isLoading={pause.isPending} onClick={() => pause.mutate()}>
            {t('wiz.details.pause')}
          </EuiButton>,
        )}
        {item(
          c.actions.resume,
          <EuiButton fill isLoading={resume.isPending} onClick={() => resume.mutate()}>
            {t('wiz.details.resume')}
          </EuiButton>,
        )}
        {item(
          true,
          <EuiButton isLoading={duplicate.isPending} onClick={() => duplicate.mutate()}>
            {t('wiz.details.duplicate')}
          </EuiButton>,
        )}
        {item(
          act.remove,
          <EuiButton color="danger" isLoading={remove.isPending} onClick={() => remove.mutate()}>
            {t('wiz.details.delete')}
          </EuiButton>,
        )}
      </EuiFlexGroup>
      {/* Worded by code: the service's English sentence (actions.resumeBlocked) is for API callers. */}
      {c.actions.resumeBlockedBy && (
        <EuiCallOut
          color="warning"
          size="s"
          title={t(`wiz.details.resumeBlocked.${c.actions.resumeBlockedBy}`)}
          data-testid="resume-blocked"
        />
      )}
      {failure && <EuiCallOut color="danger" title={apiErrorDetail(failure)} />}
    </>
  );
}
