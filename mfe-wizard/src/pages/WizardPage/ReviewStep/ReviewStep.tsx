import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EuiButton, EuiCallOut, EuiCheckbox, EuiLoadingSpinner, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { WizardStepProps } from '../../../draft/wizard-types';
import { termsRequired } from '../step-rules';
import { previewEstimate, useEstimate } from '../../../api/estimate';
import { useSubmitCampaign } from '../../../api/campaigns';
import { useFeasibility } from '../../../api/capacity';
import { ReviewSections } from './ReviewSections/ReviewSections';
import { CostSections } from './CostSections/CostSections';
import { apiErrorDetailsOf, apiErrorMessage } from '@rbt/web-kit';
import { NotFeasibleDetails } from '@rbt/contracts';
import { NotFeasibleOffer } from './NotFeasibleOffer/NotFeasibleOffer';
import { useWizT } from '../../../messages';

/** Step 3 (spec §2, §4, §5): everything that will be bought, the terms, and one idempotent submit to checkout. */
export function ReviewStep({ draft, update, notify, setOnContinue, flushSave, paid = false }: WizardStepProps) {
  const navigate = useNavigate();
  const t = useWizT();
  const server = useEstimate(draft);
  const submit = useSubmitCampaign();
  const preview = server.status === 'current' ? null : previewEstimate(draft);
  const estimate = server.status === 'current' ? server.data : preview;
  const [refusal, setRefusal] = useState<NotFeasibleDetails | null>(null);
  // The confidence of selling these plays in these hours, from svc-capacity (the figure the locked quote keeps).
  const feasibility = useFeasibility(draft, server.status === 'current' ? server.data?.estImpressions : undefined);

  const proceed = async (): Promise<boolean> => {
    if (!draft.termsAccepted) {
      notify({ ...termsRequired(t), color: 'warning' });
      return false;
    }
    if (submit.isPending) return false;
    setRefusal(null);
    try {
      const id = await flushSave();
      await submit.mutateAsync(id);
      navigate(`/campaigns/${encodeURIComponent(id)}/checkout`);
      return true;
    } catch (e) {
      // More plays than these hours can carry: said beside the figures, with what fits as the offer.
      const notFeasible = NotFeasibleDetails.safeParse(apiErrorDetailsOf(e, 'not_feasible'));
      if (notFeasible.success) setRefusal(notFeasible.data);
      else notify({ title: t('wiz.review.submitFailed'), text: apiErrorMessage(e), color: 'danger' });
      return false;
    }
  };
  // The footer's "Pay & Launch Campaign" runs the same sequence; the ref keeps the latest draft in it.
  const proceedRef = useRef(proceed);
  proceedRef.current = proceed;
  useEffect(() => {
    // A paid campaign's footer button saves and shows its page (WizardPage); nothing is submitted or paid again.
    if (paid) return;
    setOnContinue?.(() => proceedRef.current());
    return () => setOnContinue?.(null);
  }, [setOnContinue, paid]);

  return (
    <div data-testid="review-step">
      <EuiTitle size="s">
        <h2>{t(paid ? 'wiz.step.3Paid' : 'wiz.review.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="m" />
      <ReviewSections draft={draft} />
      <EuiSpacer size="m" />
      {estimate ? (
        <CostSections
          draft={draft}
          estimate={estimate}
          preview={server.status !== 'current'}
          confidence={feasibility.data?.deliveryConfidence}
          paid={paid}
        />
      ) : server.status === 'failed' ? (
        <EuiCallOut color="danger" iconType="error" title={t('wiz.review.estimateFailed')}>
          {apiErrorMessage(server.error)}
        </EuiCallOut>
      ) : (
        <EuiLoadingSpinner size="l" />
      )}
      <EuiSpacer size="m" />
      {refusal && (
        <>
          <NotFeasibleOffer
            refusal={refusal}
            update={(patch) => {
              setRefusal(null);
              update(patch);
            }}
          />
          <EuiSpacer size="m" />
        </>
      )}
      {paid ? (
        <EuiCallOut color="primary" iconType="check" title={t('wiz.review.paidTitle')} data-testid="review-paid">
          {t('wiz.review.paidText')}
        </EuiCallOut>
      ) : (
        <EuiPanel hasBorder color={draft.termsAccepted ? 'success' : 'warning'}>
          <EuiCheckbox
            id="terms-accepted"
            label={t('wiz.review.terms')}
            checked={draft.termsAccepted}
            onChange={(e) => update({ termsAccepted: e.target.checked })}
          />
          <EuiSpacer size="m" />
          <EuiButton
            fill
            iconType="lock"
            onClick={() => void proceed()}
            isDisabled={!draft.termsAccepted || submit.isPending}
            isLoading={submit.isPending}
            data-testid="proceed-to-payment"
          >
            {t('wiz.review.proceed')}
          </EuiButton>
        </EuiPanel>
      )}
    </div>
  );
}
