import { EuiButton, EuiEmptyPrompt } from '@elastic/eui';
import { useAdminT } from '../messages';

/** Shown instead of the admin page to anyone who is not an admin; the gateway refuses their admin calls anyway. */
export function AdminsOnly() {
  const t = useAdminT();
  return (
    <EuiEmptyPrompt
      data-testid="admins-only"
      iconType="lock"
      color="warning"
      title={<h2>{t('admin.only.title')}</h2>}
      body={<p>{t('admin.only.body')}</p>}
      actions={
        <EuiButton href="/" fill>
          {t('admin.only.back')}
        </EuiButton>
      }
    />
  );
}
