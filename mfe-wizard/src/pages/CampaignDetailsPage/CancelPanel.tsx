import { useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiRadioGroup,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { CampaignDetail, RefundDestination } from '@rbt/contracts';
import { apiErrorDetail, formatPkr } from '@rbt/web-kit';
import { useCancelCampaign } from '../../api/cancel';
import { useWizT } from '../../messages';

/**
 * "Cancel campaign" for a paid campaign that has not started: the owner chooses where the money goes (back to the
 * wallet or card it came from, or account credit for the next campaign) and confirms; the answer says what happened
 * (refunded only when the provider confirmed it).
 */
export function CancelPanel({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useWizT();
  const [open, setOpen] = useState(false);
  const [refundTo, setRefundTo] = useState<RefundDestination>('source');
  const cancel = useCancelCampaign(c.id);
  const done = cancel.data?.refunds ?? [];
  if (done.length)
    return (
      <EuiCallOut color="success" iconType="check" title={t('wiz.cancel.done')} data-testid="cancel-done">
        {done.map((r) => (
          <p key={r.id}>{t(`wiz.cancel.result.${r.state}`, { amount: formatPkr(r.amountPkr) })}</p>
        ))}
      </EuiCallOut>
    );
  if (!c.actions.cancel) return null;
  if (!open)
    return (
      <EuiButton color="danger" iconType="cross" onClick={() => setOpen(true)} data-testid="cancel-open">
        {t('wiz.cancel.button')}
      </EuiButton>
    );
  return (
    <EuiPanel hasBorder color="subdued" data-testid="cancel-panel">
      <EuiTitle size="xs">
        <h3>{t('wiz.cancel.title')}</h3>
      </EuiTitle>
      <EuiText size="s">
        <p>{t('wiz.cancel.body')}</p>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiRadioGroup
        name="refund-to"
        legend={{ children: t('wiz.cancel.where') }}
        idSelected={refundTo}
        onChange={(v) => setRefundTo(v as RefundDestination)}
        options={[
          { id: 'source', label: t('wiz.cancel.toSource') },
          { id: 'credit', label: t('wiz.cancel.toCredit') },
        ]}
      />
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiButton
            color="danger"
            fill
            isLoading={cancel.isPending}
            onClick={() => cancel.mutate(refundTo)}
            data-testid="cancel-confirm"
          >
            {t('wiz.cancel.confirm')}
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton onClick={() => setOpen(false)}>{t('wiz.cancel.keep')}</EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {cancel.error && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" title={apiErrorDetail(cancel.error)} />
        </>
      )}
    </EuiPanel>
  );
}
