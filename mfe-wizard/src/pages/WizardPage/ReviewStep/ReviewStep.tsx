import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { EuiButton, EuiCallOut, EuiCheckbox, EuiLoadingSpinner, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { WizardStepProps } from '../../../draft/wizard-types';
import { termsRequired } from '../step-rules';
import { previewEstimate, useEstimate } from '../../../api/estimate';
import { useSubmitCampaign } from '../../../api/campaigns';
import { ReviewSections } from './ReviewSections/ReviewSections';
import { CostSections } from './CostSections/CostSections';
import { apiErrorMessage } from '@rbt/web-kit';
import { useWizT } from '../../../messages';

/** Step 3 (spec §2, §4, §5): everything that will be bought, the terms, and one idempotent submit to checkout. */
export function ReviewStep({ draft, update, notify, setOnContinue, flushSave }: WizardStepProps) {
  const navigate = useNavigate();
  const t = useWizT();
  const server = useEstimate(draft);
  const submit = useSubmitCampaign();
  const preview = server.status === 'current' ? null : previewEstimate(draft);
  const estimate = server.status === 'current' ? server.data : preview;

  const proceed = async (): Promise<boolean> => {
    if (!draft.termsAccepted) {
      notify({ ...termsRequired(t), color: 'warning' });
      return false;
    }
    if (submit.isPending) return false;
    try {
      const id = await flushSave();
      await submit.mutateAsync(id);
      navigate(`/campaigns/${encodeURIComponent(id)}/checkout`);
      return true;
    } catch (e) {
      notify({ title: t('wiz.review.submitFailed'), text: apiErrorMessage(e), color: 'danger' });
      return false;
    }
  };
  // The footer's "Pay & Launch Campaign" runs the same sequence; the ref keeps the latest draft in it.
  const proceedRef = useRef(proceed);
  proceedRef.current = proceed;
  useEffect(() => {
    setOnContinue?.(() => proceedRef.current());
    return () => setOnContinue?.(null);
  }, [setOnContinue]);

  return (
    <div data-testid="review-step">
      <EuiTitle size="s">
        <h2>{t('wiz.review.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="m" />
      <ReviewSections draft={draft} />
      <EuiSpacer size="m" />
      {estimate ? (
        <CostSections draft={draft} estimate={estimate} preview={server.status !== 'current'} />
      ) : server.status === 'failed' ? (
        <EuiCallOut color="danger" iconType="error" title={t('wiz.review.estimateFailed')}>
          {apiErrorMessage(server.error)}
        </EuiCallOut>
      ) : (
        <EuiLoadingSpinner size="l" />
      )}
      <EuiSpacer size="m" />
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
    </div>
  );
}
