import { useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldNumber,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiRadioGroup,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { apiErrorMessage, formatPercent } from '@rbt/web-kit';
import { isActiveCreative, RotationMode, SetRotation, WEIGHTS_TOTAL, type CampaignCreatives } from '@rbt/contracts';
import { useSetRotation } from '../../../api/creatives';
import { useWizT } from '../../../messages';

/** Weights to start from: the saved ones if they name these ads, else an even split (the rest to the first ad). */
function startWeights(view: CampaignCreatives, count: number): number[] {
  if (view.weights?.length === count) return view.weights;
  const share = Math.floor(WEIGHTS_TOTAL / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? WEIGHTS_TOTAL - share * (count - 1) : share));
}

/** How the active ads take turns; weights (one per active ad, in order) are checked by the contract before sending. */
export function RotationForm({ campaignId, view }: { campaignId: string; view: CampaignCreatives }) {
  const t = useWizT();
  const save = useSetRotation(campaignId);
  const active = view.creatives.filter(isActiveCreative);
  const [mode, setMode] = useState<RotationMode>(view.rotation);
  const [weights, setWeights] = useState<number[]>(() => startWeights(view, active.length));
  const body: SetRotation = mode === 'weighted' ? { mode, weights } : { mode };
  const valid = SetRotation.safeParse(body).success && (mode !== 'weighted' || weights.length === active.length);
  const total = weights.reduce((a, b) => a + b, 0);
  const changed = mode !== view.rotation || (mode === 'weighted' && weights.join() !== (view.weights ?? []).join());
  return (
    <div data-testid="rotation-form">
      <EuiTitle size="xxs">
        <h4>{t('wiz.ads.rotationTitle')}</h4>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiRadioGroup
        name="rotation-mode"
        idSelected={`rotation-${mode}`}
        options={RotationMode.options.map((m) => ({ id: `rotation-${m}`, label: t(`wiz.ads.rotation.${m}`) }))}
        onChange={(id) => setMode(RotationMode.parse(id.replace('rotation-', '')))}
      />
      <EuiSpacer size="xs" />
      <EuiText size="s" color="subdued">
        <p>{t(`wiz.ads.rotationHelp.${mode}`, { total: formatPercent(1) })}</p>
      </EuiText>
      {mode === 'weighted' && (
        <EuiFlexGroup gutterSize="s" wrap responsive={false}>
          {active.map((c, i) => (
            <EuiFlexItem key={c.id} grow={false} style={{ width: 120 }}>
              <EuiFormRow label={t('wiz.ads.weightFor', { n: c.ordinal })}>
                <EuiFieldNumber
                  min={0}
                  max={WEIGHTS_TOTAL}
                  step={1}
                  value={weights[i] ?? 0}
                  append="%"
                  onChange={(e) =>
                    setWeights(weights.map((w, j) => (j === i ? Math.round(Number(e.target.value) || 0) : w)))
                  }
                />
              </EuiFormRow>
            </EuiFlexItem>
          ))}
        </EuiFlexGroup>
      )}
      {mode === 'weighted' && !valid && (
        <EuiText size="s" color="danger" data-testid="weights-total">
          <p>{t('wiz.ads.weightsTotal', { total: formatPercent(total / WEIGHTS_TOTAL), needed: formatPercent(1) })}</p>
        </EuiText>
      )}
      <EuiSpacer size="s" />
      <EuiButton size="s" isDisabled={!valid || !changed} isLoading={save.isPending} onClick={() => save.mutate(body)}>
        {t('wiz.ads.saveRotation')}
      </EuiButton>
      {save.isError && (
        <EuiCallOut color="danger" size="s" title={t('wiz.ads.rotationFailed')}>
          {apiErrorMessage(save.error)}
        </EuiCallOut>
      )}
    </div>
  );
}
