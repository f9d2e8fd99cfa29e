import { useEffect, useMemo, useState } from 'react';
import {
  EuiButtonGroup,
  EuiFieldNumber,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import type { CampaignDraftPatch, EstimateResponse } from '@rbt/contracts';
import type { WizardDraft } from '../../draft/wizard-types';
import { draftGoalIssue, draftGoalLimits } from '../../draft/goal-rules';
import { GoalFigures } from './GoalFigures';
import { useListAudience } from '../../api/audience-lists';
import { formatCount, formatPkr } from '@rbt/web-kit';
import { useWizT } from '../../messages';
import { goalIssueText } from '../../draft/goal-words';

export interface GoalPanelProps {
  draft: WizardDraft;
  update(patch: CampaignDraftPatch): void;
  /** The quote shown (the server's when current, else the engine's preview of the same request). */
  figures: EstimateResponse | null;
  /** Whether the figures are the server's answer for this very selection. */
  authoritative: boolean;
}

/** Text the field shows: what the advertiser typed, so "12." or "1e" is not rewritten while typing. */
const asText = (n: number | null) => (n === null ? '' : String(n));

/**
 * Goal first: a budget in PKR or a number of guaranteed plays, between the minimum and what the
 * whole audience can take, with what the goal buys shown live beneath it.
 */
export function GoalPanel({ draft, update, figures, authoritative }: GoalPanelProps) {
  const t = useWizT();
  const goalOptions = [
    { id: 'budget', label: t('wiz.goal.budget') },
    { id: 'impressions', label: t('wiz.goal.plays') },
  ];
  const isBudget = draft.goalType === 'budget';
  const stored = isBudget ? draft.budget : draft.targetImpressions;
  const [text, setText] = useState(asText(stored));
  const [typedBad, setTypedBad] = useState<string | null>(null);
  useEffect(() => {
    // A change from elsewhere (goal type switch, draft reload) replaces what the field shows.
    if (Number(text) !== stored || (text === '' && stored !== null)) setText(asText(stored));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the stored value drives this
  }, [stored, draft.goalType]);

  // A list draft's limits are its list's: they appear once the list is loaded.
  const list = useListAudience(draft.audienceListId);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's arrival changes what draftGoalLimits reads
  const limits = useMemo(() => draftGoalLimits(draft), [draft, list.data]);
  const goal = draftGoalIssue(draft, limits);
  const issue = typedBad ?? (goal ? goalIssueText(goal, t) : null);

  const onType = (value: string) => {
    setText(value);
    const n = value.trim() === '' ? null : Number(value);
    if (n !== null && !Number.isFinite(n)) {
      setTypedBad(isBudget ? t('wiz.goal.budgetFinite') : t('wiz.goal.playsWhole'));
      return;
    }
    setTypedBad(null);
    update(isBudget ? { budget: n } : { targetImpressions: n });
  };

  const help = limits
    ? isBudget
      ? t('wiz.goal.helpBudget', { min: formatPkr(limits.minBudgetPkr), max: formatPkr(limits.maxBudgetPkr) })
      : t('wiz.goal.helpPlays', { min: formatCount(limits.minPlays), max: formatCount(limits.maxPlays) })
    : t('wiz.goal.helpNone');

  return (
    <section aria-labelledby="goal-title" data-testid="goal-panel">
      <EuiTitle size="xs">
        <h3 id="goal-title">{t('wiz.goal.title')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiFlexGroup gutterSize="m" wrap>
        <EuiFlexItem grow={false}>
          <EuiFormRow label={t('wiz.goal.buyBy')}>
            <EuiButtonGroup
              legend={t('wiz.goal.type')}
              options={goalOptions}
              idSelected={draft.goalType}
              buttonSize="m"
              onChange={(id) => {
                setTypedBad(null);
                // The goal left behind keeps its figure only when valid: a budget above the maximum made every
                // autosave of the new goal a 400.
                const stale = draftGoalIssue(draft, limits)
                  ? isBudget
                    ? { budget: null }
                    : { targetImpressions: null }
                  : {};
                update({ goalType: id as WizardDraft['goalType'], ...stale });
              }}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 240 }}>
          <EuiFormRow
            label={isBudget ? t('wiz.goal.budgetRequiredLabel') : t('wiz.goal.playsRequiredLabel')}
            isInvalid={!!issue}
            error={issue}
            helpText={help}
            fullWidth
          >
            <EuiFieldNumber
              fullWidth
              data-testid="goal-amount"
              aria-required
              isInvalid={!!issue}
              value={text}
              step={isBudget ? 0.01 : 1}
              min={isBudget ? limits?.minBudgetPkr : limits?.minPlays}
              prepend={isBudget ? 'PKR' : undefined}
              append={isBudget ? undefined : t('wiz.goal.playsUnit')}
              onChange={(e) => onType(e.target.value)}
            />
          </EuiFormRow>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      {figures && !issue && <GoalFigures figures={figures} authoritative={authoritative} />}
    </section>
  );
}
