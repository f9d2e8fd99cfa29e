import { useCallback, useMemo } from 'react';
import { EuiBadge, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { previewEstimate, useEstimate } from '../../../api/estimate';
import type { NicheGoal } from '../use-niche-draft';
import { GoalPanel } from '../../../components/GoalPanel/GoalPanel';
import { withDefaults } from '../../../draft/default-draft';
import { premiumTargets, toDraftPatch, type NicheState } from '../niche-state';
import { NICHE } from '@rbt/pricing';
import { apiErrorText } from '@rbt/web-kit';
import { useWizT } from '../../../messages';
import { useNames } from '../../../messages/reference';

// The same words as the wizard's estimate bar (wiz.stats.*).
const STATUS = {
  current: { color: 'success', text: 'wiz.stats.live' },
  updating: { color: 'warning', text: 'wiz.niche.updating' },
  failed: { color: 'danger', text: 'wiz.stats.errorTitle' },
} as const;

export interface NicheEstimatePanelProps {
  state: NicheState;
  goal: NicheGoal;
  onGoal(patch: Partial<NicheGoal>): void;
}

/**
 * Goal and live figures of the niche page: the same quote as the wizard's (POST /api/estimate is the authority,
 * the engine's answer a preview), with the niche selection's premium targets raising the price per play.
 */
export function NicheEstimatePanel({ state, goal, onGoal }: NicheEstimatePanelProps) {
  const t = useWizT();
  const { city } = useNames();
  const draft = useMemo(() => withDefaults({ ...toDraftPatch(state, city), ...goal }), [state, goal, city]);
  const server = useEstimate(draft);
  const preview = useMemo(() => previewEstimate(draft), [draft]);
  const targets = premiumTargets(state);
  const update = useCallback(
    (p: CampaignDraftPatch) => {
      const out: Partial<NicheGoal> = {};
      if (p.goalType !== undefined) out.goalType = p.goalType;
      if (p.budget !== undefined) out.budget = p.budget;
      if (p.targetImpressions !== undefined) out.targetImpressions = p.targetImpressions;
      onGoal(out);
    },
    [onGoal],
  );
  const { status } = server;
  return (
    <EuiPanel hasBorder paddingSize="m" data-testid="niche-estimate" data-estimate-status={status}>
      <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiTitle size="xs">
            <h2>{t('wiz.niche.estimate')}</h2>
          </EuiTitle>
        </EuiFlexItem>
        {status !== 'none' && (
          <EuiFlexItem grow={false}>
            <EuiBadge color={STATUS[status].color}>{t(STATUS[status].text)}</EuiBadge>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      <GoalPanel
        draft={draft}
        update={update}
        authoritative={status === 'current'}
        figures={(status === 'current' ? server.data : (preview ?? server.data)) ?? null}
      />
      <EuiSpacer size="s" />
      <EuiText size="xs" color="subdued" data-testid="niche-targets">
        <p>
          {[
            t('wiz.niche.targets', {
              targets: targets.length
                ? targets.map((p) => t(`wiz.niche.target.${p}`)).join(t('wiz.common.listSeparator'))
                : t('wiz.niche.noTargets'),
              stacked:
                targets.length >= NICHE.stackAtLeast
                  ? t('wiz.niche.stacked', { factor: String(NICHE.stackMultiplier) })
                  : '',
            }),
            draft.cities.length === 0 ? t('wiz.niche.noCity') : t('wiz.niche.audience', { count: draft.cities.length }),
          ].join(' ')}
        </p>
      </EuiText>
      {status === 'failed' && (
        <EuiCallOut
          size="s"
          color="danger"
          iconType="warning"
          title={t('wiz.stats.errorTitle')}
          data-testid="estimate-error"
        >
          <p>{apiErrorText(server.error)}</p>
        </EuiCallOut>
      )}
    </EuiPanel>
  );
}
