import type { ReactNode } from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { PAID_EDITABLE_STATUSES, type CampaignStatus } from '@rbt/contracts';
import type { WizT } from '../../messages';

export interface EditMode {
  paid: boolean;
  title?: string;
  finishLabel?: string;
  /** Step 3's name in the stepper: a paid campaign's last step saves, it does not take payment. */
  lastStepTitle?: string;
  notice?: ReactNode;
}

/** How the wizard presents a loaded campaign by status (the rules live in svc-campaigns; this only explains them). */
export function editMode(status: CampaignStatus | null, t: WizT): EditMode {
  if (status === 'awaiting_payment') {
    return {
      paid: false,
      title: t('wiz.edit.title'),
      notice: (
        <Notice color="warning" title={t('wiz.edit.unpaidTitle')}>
          {t('wiz.edit.unpaidText')}
        </Notice>
      ),
    };
  }
  if (status && PAID_EDITABLE_STATUSES.includes(status)) {
    return {
      paid: true,
      title: t('wiz.edit.title'),
      finishLabel: t('wiz.edit.save'),
      lastStepTitle: t('wiz.step.3Paid'),
      notice: (
        <Notice color="primary" title={t('wiz.edit.paidTitle')}>
          {t(status === 'pending_review' ? 'wiz.edit.paidReviewText' : 'wiz.edit.paidText')}
        </Notice>
      ),
    };
  }
  return { paid: false, title: status ? t('wiz.edit.title') : undefined };
}

function Notice({ color, title, children }: { color: 'warning' | 'primary'; title: string; children: ReactNode }) {
  return (
    <>
      <EuiCallOut color={color} iconType="info" title={title} data-testid="edit-notice">
        {children}
      </EuiCallOut>
      <EuiSpacer size="s" />
    </>
  );
}
