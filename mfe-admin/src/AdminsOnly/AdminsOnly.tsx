import { EuiButton, EuiEmptyPrompt } from '@elastic/eui';

/** Shown instead of the admin page to anyone who is not an admin; the gateway refuses their admin calls anyway. */
export function AdminsOnly() {
  return (
    <EuiEmptyPrompt
      data-testid="admins-only"
      iconType="lock"
      color="warning"
      title={<h2>Admins only</h2>}
      body={
        <p>
          This page is for portal administrators. Sign in with an admin account to review campaigns and manage capacity.
        </p>
      }
      actions={
        <EuiButton href="/" fill>
          Back to dashboard
        </EuiButton>
      }
    />
  );
}
