import { EuiText } from '@elastic/eui';
import type { CampaignResponse } from '@rbt/contracts';
import { scriptTextProps } from '@rbt/web-kit';
import { useAdminT } from '../messages';

/**
 * The press-1 response reviewed with a creative: the SMS text as the caller gets it, or a callback. An added ad may
 * take the campaign's (`fromCampaign`): the reviewer is told, since it follows the campaign's if that changes.
 */
export function ResponseSection({
  response,
  fromCampaign = false,
}: {
  response: CampaignResponse | null;
  fromCampaign?: boolean;
}) {
  const t = useAdminT();
  return (
    <EuiText size="s" data-testid="creative-response">
      <p>
        <strong>{t('admin.drawer.response')}</strong>
      </p>
      {fromCampaign && <p data-testid="creative-response-from-campaign">{t('admin.added.responseFromCampaign')}</p>}
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
