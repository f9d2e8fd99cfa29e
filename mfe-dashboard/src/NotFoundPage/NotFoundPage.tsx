import { EuiButton, EuiButtonEmpty, EuiEmptyPrompt } from '@elastic/eui';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageFrame } from '@rbt/web-kit';

/**
 * Signed in, the shell routes every path no remote owns here (shell routes.signedInApp), so a mistyped or old
 * address keeps the portal header, Help and a way back (issue 16).
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <PageFrame title="Page not found">
      <EuiEmptyPrompt
        data-testid="portal-not-found"
        iconType="search"
        title={<h2>404: nothing lives at this address</h2>}
        body={
          <p>
            There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
          </p>
        }
        actions={[
          <EuiButton key="home" fill onClick={() => navigate('/')}>
            Go to the dashboard
          </EuiButton>,
          <EuiButtonEmpty key="list" onClick={() => navigate('/campaigns')}>
            See your campaigns
          </EuiButtonEmpty>,
        ]}
      />
    </PageFrame>
  );
}
