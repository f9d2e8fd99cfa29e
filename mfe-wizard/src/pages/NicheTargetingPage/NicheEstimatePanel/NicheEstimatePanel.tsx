import { useCallback, useMemo } from 'react';
import { EuiBadge, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { previewEstimate, useEstimate } from '../../../api/estimate';
import type { NicheGoal } from '../use-niche-draft';
import { GoalPanel } from '../../../components/GoalPanel/GoalPanel';
import { withDefaults } from '../../../draft/default-draft';
import { premiumTargets, toDraftPatch, type NicheState } from '../niche-state';
import { apiErrorText } from '@rbt/web-kit';

const STATUS = {
  current: { color: 'success', text: 'Live estimate' },
  updating: { color: 'warning', text: 'Updating…' },
  failed: { color: 'danger', text: 'Estimate unavailable' },
} as const;

const TARGET_LABEL: Record<string, string> = { device: 'Device', geoMicro: 'Areas', interest: 'Interests' };

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
  const draft = useMemo(() => withDefaults({ ...toDraftPatch(state), ...goal }), [state, goal]);
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
            <h2>Live Estimate</h2>
          </EuiTitle>
        </EuiFlexItem>
        {status !== 'none' && (
          <EuiFlexItem grow={false}>
            <EuiBadge color={STATUS[status].color}>{STATUS[status].text}</EuiBadge>
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
          Premium targets: {targets.length ? targets.map((t) => TARGET_LABEL[t]).join(', ') : 'none'}
          {targets.length >= 2 && ' (stacked ×1.25)'}; they raise the price per play.{' '}
          {draft.cities.length === 0
            ? 'Select a city to see the audience.'
            : `Audience of ${draft.cities.length} ${draft.cities.length === 1 ? 'city' : 'cities'}.`}
        </p>
      </EuiText>
      {status === 'failed' && (
        <EuiCallOut
          size="s"
          color="danger"
          iconType="warning"
          title="Estimate unavailable"
          data-testid="estimate-error"
        >
          <p>{apiErrorText(server.error)}</p>
        </EuiCallOut>
      )}
    </EuiPanel>
  );
}
