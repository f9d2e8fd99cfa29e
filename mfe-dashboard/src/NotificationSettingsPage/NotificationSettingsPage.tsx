import {
  EuiCallOut,
  EuiDescribedFormGroup,
  EuiFormRow,
  EuiPanel,
  EuiSelect,
  EuiSkeletonText,
  EuiSwitch,
  EuiText,
} from '@elastic/eui';
import { EmailKind, ESSENTIAL_EMAIL_KINDS, type Language } from '@rbt/contracts';
import { apiErrorText, PageFrame } from '@rbt/web-kit';
import { useChangeEmailPreferences, useEmailPreferences } from '../api/email-preferences';
import { useDashT, type DashMessageId } from '../messages';

const kindLabel = (k: EmailKind) => `dash.notifyPrefs.kind.${k}` as DashMessageId;

/**
 * /settings/notifications: which emails the user gets, one switch per kind (each saved as it is flipped), and the
 * emails' language. Kinds about money or a refused order are marked: their emails carry no unsubscribe link, so
 * this page is where they are switched off.
 */
export function NotificationSettingsPage() {
  const t = useDashT();
  const prefs = useEmailPreferences();
  const change = useChangeEmailPreferences();
  return (
    <PageFrame title={t('dash.notifyPrefs.title')}>
      {prefs.error ? (
        <EuiCallOut color="danger" iconType="error" title={apiErrorText(prefs.error)} role="alert" />
      ) : !prefs.data ? (
        <EuiSkeletonText lines={6} />
      ) : (
        <EuiPanel hasBorder>
          <EuiText size="s">
            <p>{t('dash.notifyPrefs.intro')}</p>
          </EuiText>
          {change.error && (
            <EuiCallOut color="danger" size="s" iconType="error" title={apiErrorText(change.error)} role="alert" />
          )}
          <EuiDescribedFormGroup title={<h3>{t('dash.notifyPrefs.language')}</h3>}>
            <EuiFormRow label={t('dash.notifyPrefs.language')}>
              <EuiSelect
                data-testid="email-language"
                value={prefs.data.language}
                disabled={change.isPending}
                options={[
                  { value: 'en', text: 'English' },
                  { value: 'ur', text: 'اردو' },
                ]}
                onChange={(e) => change.mutate({ language: e.target.value as Language })}
              />
            </EuiFormRow>
          </EuiDescribedFormGroup>
          <EuiDescribedFormGroup title={<h3>{t('dash.notifyPrefs.kinds')}</h3>}>
            {EmailKind.options.map((k) => (
              <EuiFormRow
                key={k}
                helpText={ESSENTIAL_EMAIL_KINDS.includes(k) ? t('dash.notifyPrefs.essential') : undefined}
              >
                <EuiSwitch
                  data-testid={`email-kind-${k}`}
                  label={t(kindLabel(k))}
                  checked={prefs.data.kinds[k] !== false}
                  disabled={change.isPending}
                  onChange={(e) => change.mutate({ kinds: { [k]: e.target.checked } })}
                />
              </EuiFormRow>
            ))}
          </EuiDescribedFormGroup>
        </EuiPanel>
      )}
    </PageFrame>
  );
}
