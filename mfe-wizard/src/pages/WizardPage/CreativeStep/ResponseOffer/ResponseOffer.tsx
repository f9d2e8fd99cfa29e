import { EuiFormRow, EuiPanel, EuiRadioGroup, EuiSpacer, EuiText, EuiTextArea, EuiTitle } from '@elastic/eui';
import { smsLength, type CampaignResponse } from '@rbt/contracts';
import { isolate, scriptTextProps } from '@rbt/web-kit';
import { useWizT, type WizT } from '../../../../messages';

type Kind = 'none' | 'campaign' | CampaignResponse['kind'];

/** A response in words, as the ads list and the "same as the campaign" choice say it (the SMS text isolated). */
export const offerWords = (t: WizT, r: CampaignResponse | null): string =>
  r?.kind === 'sms'
    ? t('wiz.ads.press1.sms', { text: isolate(r.text) })
    : t(r ? 'wiz.ads.press1.callback' : 'wiz.ads.press1.none');

/** An added ad may take the campaign's response (docs/creatives.md): offered only when the campaign has one. */
interface SameAsCampaign {
  response: CampaignResponse;
  selected: boolean;
  onSelect: () => void;
}

/**
 * Press 1 to respond: what a caller who hears the ad gets for pressing 1, an SMS with the offer (one message: 160
 * characters, 70 in Urdu, counted live as the handset will) or a place on the callback list. Reviewed with the ad.
 * An added ad may also take the campaign's (`sameAsCampaign`); choosing anything else calls `onChange`.
 */
export function ResponseOffer({
  value,
  onChange,
  disabled = false,
  sameAsCampaign,
}: {
  value: CampaignResponse | null;
  onChange: (r: CampaignResponse | null) => void;
  disabled?: boolean;
  sameAsCampaign?: SameAsCampaign;
}) {
  const t = useWizT();
  const kind: Kind = sameAsCampaign?.selected ? 'campaign' : (value?.kind ?? 'none');
  const text = value?.kind === 'sms' ? value.text : '';
  const len = smsLength(text);
  const tooLong = len.units > len.limit;
  const choose = (k: string) =>
    k === 'campaign'
      ? sameAsCampaign?.onSelect()
      : onChange(k === 'sms' ? { kind: 'sms', text } : k === 'callback' ? { kind: 'callback' } : null);
  return (
    <EuiPanel hasBorder data-testid="response-offer">
      <EuiTitle size="xxs">
        <h3>{t('wiz.response.title')}</h3>
      </EuiTitle>
      <EuiText size="s" color="subdued">
        <p>{t('wiz.response.help')}</p>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiRadioGroup
        name="response-kind"
        idSelected={`response-${kind}`}
        disabled={disabled}
        onChange={(id) => choose(id.replace('response-', ''))}
        options={[
          ...(sameAsCampaign ? [{ id: 'response-campaign', label: t('wiz.response.campaign') }] : []),
          { id: 'response-none', label: t('wiz.response.none') },
          { id: 'response-sms', label: t('wiz.response.sms') },
          { id: 'response-callback', label: t('wiz.response.callback') },
        ]}
      />
      {kind === 'sms' && (
        <>
          <EuiSpacer size="s" />
          <EuiFormRow
            label={t('wiz.response.smsLabel')}
            isInvalid={tooLong}
            error={tooLong ? t('wiz.response.tooLong') : undefined}
            helpText={
              <span data-testid="sms-counter">
                {t('wiz.response.counter', {
                  units: len.units,
                  limit: len.limit,
                  encoding: t(len.encoding === 'ucs2' ? 'wiz.response.ucs2' : 'wiz.response.gsm7'),
                })}
              </span>
            }
            fullWidth
          >
            <EuiTextArea
              data-testid="sms-text"
              // Urdu reads right to left in the Nastaliq face, as the ad script does.
              {...scriptTextProps(text)}
              value={text}
              rows={3}
              fullWidth
              disabled={disabled}
              isInvalid={tooLong}
              onChange={(e) => onChange({ kind: 'sms', text: e.target.value })}
            />
          </EuiFormRow>
        </>
      )}
      {kind === 'callback' && (
        <EuiText size="s">
          <p>{t('wiz.response.callbackHelp')}</p>
        </EuiText>
      )}
      {kind === 'campaign' && sameAsCampaign && (
        <EuiText size="s" data-testid="response-campaign-help">
          <p>{t('wiz.response.campaignHelp', { offer: offerWords(t, sameAsCampaign.response) })}</p>
        </EuiText>
      )}
      <EuiSpacer size="xs" />
      <EuiText size="xs" color="subdued">
        <p>{t('wiz.response.reviewed')}</p>
      </EuiText>
    </EuiPanel>
  );
}
