import { EuiButton, EuiButtonEmpty, EuiEmptyPrompt } from '@elastic/eui';
import { FormattedMessage } from '@rbt/web-kit';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageFrame } from '@rbt/web-kit';
import { useDashT } from '../messages';

/**
 * Signed in, the shell routes every path no remote owns here (shell routes.signedInApp), so a mistyped or old
 * address keeps the portal header, Help and a way back.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useDashT();
  return (
    <PageFrame title={t('dash.notFound.title')}>
      <EuiEmptyPrompt
        data-testid="portal-not-found"
        iconType="search"
        title={<h2>{t('dash.notFound.heading')}</h2>}
        body={
          <p>
            <FormattedMessage
              id="dash.notFound.body"
              values={{ path: pathname, code: (chunks) => <code dir="ltr">{chunks}</code> }}
            />
          </p>
        }
        actions={[
          <EuiButton key="home" fill onClick={() => navigate('/')}>
            {t('dash.notFound.home')}
          </EuiButton>,
          <EuiButtonEmpty key="list" onClick={() => navigate('/campaigns')}>
            {t('dash.notFound.campaigns')}
          </EuiButtonEmpty>,
        ]}
      />
    </PageFrame>
  );
}
