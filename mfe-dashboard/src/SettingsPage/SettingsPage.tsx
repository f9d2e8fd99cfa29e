import { useState } from 'react';
import { EuiButtonEmpty, EuiCallOut, EuiLoadingSpinner, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { apiErrorText, BillingProfileForm, PageFrame, useBillingProfile } from '@rbt/web-kit';
import { useDashT } from '../messages';

/**
 * /settings: the account's billing details, seen and changed outside checkout (the checkout asks for them once).
 * Invoices already issued keep the details they were made out to; the next ones use the new details.
 */
export function SettingsPage() {
  const t = useDashT();
  const profile = useBillingProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const current = profile.data ?? null;
  return (
    <PageFrame title={t('dash.settings.title')}>
      <div style={{ maxWidth: 640 }} data-testid="settings-page">
        {profile.isPending && <EuiLoadingSpinner size="l" />}
        {profile.isError && (
          <EuiCallOut color="danger" iconType="error" title={apiErrorText(profile.error)} role="alert" />
        )}
        {profile.isSuccess && (editing || !current) && (
          <BillingProfileForm
            initial={current}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={current ? () => setEditing(false) : undefined}
          />
        )}
        {profile.isSuccess && current && !editing && (
          <EuiPanel hasBorder data-testid="settings-billing">
            <EuiTitle size="xs">
              <h2>{t('dash.settings.billingTitle')}</h2>
            </EuiTitle>
            <EuiSpacer size="s" />
            <EuiText size="s">
              <p>
                {current.name}
                <br />
                {current.company}
                <br />
                {/* Typed by the advertiser, often in Latin: isolated so it keeps its own order in a right-to-left page. */}
                <bdi>{current.address}</bdi>
                {current.ntn && (
                  <>
                    <br />
                    {t('dash.settings.ntn', { ntn: current.ntn })}
                  </>
                )}
              </p>
            </EuiText>
            {saved && (
              <EuiText size="s" color="success" data-testid="settings-saved">
                <p>{t('dash.settings.saved')}</p>
              </EuiText>
            )}
            <EuiText size="xs" color="subdued">
              <p>{t('dash.settings.note')}</p>
            </EuiText>
            <EuiButtonEmpty
              flush="left"
              iconType="pencil"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              data-testid="settings-edit-billing"
            >
              {t('dash.settings.edit')}
            </EuiButtonEmpty>
          </EuiPanel>
        )}
      </div>
    </PageFrame>
  );
}
