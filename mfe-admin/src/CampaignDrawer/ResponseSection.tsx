import { EuiText } from '@elastic/eui';
import type { CampaignResponse } from '@rbt/contracts';
import { scriptTextProps } from '@rbt/web-kit';
import { useAdminT } from '../messages';

/** The campaign's press-1 response, reviewed with the creative: the SMS text as the caller gets it, or a callback. */
export function ResponseSection({ response }: { response: CampaignResponse | null }) {
  const t = useAdminT();
  return (
    <EuiText size="s" data-testid="creative-response">
      <p>
        <strong>{t('admin.drawer.response')}</strong>
      </p>
      {!response && <p>{t('admin.drawer.responseNone')}</p>}
      {response?.kind === 'callback' && <p>{t('admin.drawer.responseCallback')}</p>}
      {response?.kind === 'sms' && (
        <>
          <p>{t('admin.drawer.responseSms')}</p>
          <blockquote data-testid="creative-response-sms" {...scriptTextProps(response.text)}>
            {response.text}
          </blockquote>
        </>
      )}
    </EuiText>
  );
}
