import { useState, type ReactNode } from 'react';
import { EuiButtonEmpty, EuiLoadingSpinner, EuiPanel, EuiSpacer, EuiText } from '@elastic/eui';
import { BillingProfileForm, useBillingProfile } from '@rbt/web-kit';
import { MethodChoice, type MethodChoiceProps } from '../MethodChoice/MethodChoice';
import { useWizT } from '../../../messages';

/**
 * The checkout's right-hand column: billing details first (asked once, then shown with a way to change them),
 * then the choice of payment method and, below it, `otherWays` (bank transfer: no provider page). Invoices are made
 * out to these details, so paying either way waits until they exist.
 */
export function PaymentColumn({ otherWays, ...choice }: MethodChoiceProps & { otherWays?: ReactNode }) {
  const t = useWizT();
  const profile = useBillingProfile();
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <EuiLoadingSpinner size="l" data-testid="billing-profile-loading" />;
  const current = profile.data ?? null;
  if (!current || editing) {
    return (
      <BillingProfileForm
        initial={current}
        onSaved={() => setEditing(false)}
        onCancel={current ? () => setEditing(false) : undefined}
      />
    );
  }
  return (
    <>
      <EuiPanel hasBorder paddingSize="s" data-testid="billing-profile-summary">
        <EuiText size="s">
          <strong>{t('wiz.billing.invoiceTo')}</strong>
          <p>
            {t('wiz.billing.line', { company: current.company, name: current.name })}
            <br />
            {/* Typed by the advertiser, often in Latin: isolated so it keeps its own order in a right-to-left page. */}
            <bdi>{current.address}</bdi>
            {current.ntn ? (
              <>
                <br />
                {t('wiz.billing.ntn', { ntn: current.ntn })}
              </>
            ) : null}
          </p>
        </EuiText>
        <EuiButtonEmpty size="xs" flush="left" onClick={() => setEditing(true)}>
          {t('wiz.billing.change')}
        </EuiButtonEmpty>
      </EuiPanel>
      <EuiSpacer size="m" />
      <MethodChoice {...choice} />
      {otherWays && (
        <>
          <EuiSpacer size="m" />
          {otherWays}
        </>
      )}
    </>
  );
}
