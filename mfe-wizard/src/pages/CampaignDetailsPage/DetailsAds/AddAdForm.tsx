import { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiButtonGroup,
  EuiCallOut,
  EuiCheckbox,
  EuiFlexGroup,
  EuiFormRow,
  EuiPanel,
  EuiSelect,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import { apiErrorMessage, useSingleToast } from '@rbt/web-kit';
import { TtsLanguage, type AddCreative, type CampaignResponse } from '@rbt/contracts';
import { useAddCreative } from '../../../api/creatives';
import { asLanguage, DEFAULT_TTS, useGenerateSpeech, type DraftTtsConfig } from '../../../api/media';
import { useWizT } from '../../../messages';
import { TtsForm } from '../../WizardPage/CreativeStep/TtsForm/TtsForm';
import { UploadPanel } from '../../WizardPage/CreativeStep/UploadPanel/UploadPanel';
import { useAdResponse } from './use-ad-response';

type Method = 'tts' | 'upload';
interface Audio {
  url: string;
  ttsMeta: AddCreative['ttsMeta'];
  fileName: string | null;
}

/**
 * One more ad, made as in the wizard's creative step (text-to-speech or an upload, the same forms), with its own
 * language and press-1 response (its own, none, or the campaign's: preselected when the campaign has one); sent for
 * review with the rights confirmed.
 */
export function AddAdForm({
  campaignId,
  campaignResponse,
  onDone,
}: {
  campaignId: string;
  campaignResponse: CampaignResponse | null;
  onDone: () => void;
}) {
  const t = useWizT();
  const { notify, toastList } = useSingleToast({ atTop: true });
  const generate = useGenerateSpeech();
  const add = useAddCreative(campaignId);
  const [method, setMethod] = useState<Method>('tts');
  const [tts, setTts] = useState<DraftTtsConfig>(DEFAULT_TTS);
  const [uploadLanguage, setUploadLanguage] = useState<TtsLanguage>('urdu');
  const [audio, setAudio] = useState<Audio | null>(null);
  const response = useAdResponse(campaignResponse);
  const [rights, setRights] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const choose = (m: Method) => {
    setMethod(m);
    setAudio(null);
  };
  const onGenerate = () =>
    generate.mutate(tts, {
      onSuccess: (r) =>
        setAudio({ url: r.audioUrl, ttsMeta: { ...tts, ...r.metadata, waveform: undefined }, fileName: null }),
      onError: (e) => notify({ title: t('wiz.creative.generateFailed'), text: apiErrorMessage(e), color: 'danger' }),
    });
  const send = () => {
    if (!audio) return;
    const body: AddCreative = {
      type: method,
      fileUrl: audio.url,
      ttsMeta: audio.ttsMeta,
      language: method === 'tts' ? asLanguage(tts.language) : uploadLanguage,
      response: response.body,
      rightsConfirmed: true,
    };
    add.mutate(body, { onSuccess: onDone });
  };
  return (
    <EuiPanel hasBorder color="subdued" data-testid="add-ad-form">
      {toastList}
      <EuiTitle size="xxs">
        <h4>{t('wiz.ads.addTitle')}</h4>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiButtonGroup
        legend={t('wiz.ads.method')}
        idSelected={`method-${method}`}
        options={[
          { id: 'method-tts', label: t('wiz.method.tts') },
          { id: 'method-upload', label: t('wiz.method.upload') },
        ]}
        onChange={(id) => choose(id === 'method-upload' ? 'upload' : 'tts')}
      />
      <EuiSpacer size="m" />
      {method === 'tts' ? (
        <TtsForm
          config={tts}
          onChange={(p) => setTts({ ...tts, ...p })}
          onGenerate={onGenerate}
          generating={generate.isPending}
        />
      ) : (
        <>
          <EuiFormRow label={t('wiz.tts.language')}>
            <EuiSelect
              options={TtsLanguage.options.map((l) => ({ value: l, text: t(`wiz.tts.lang.${l}`) }))}
              value={uploadLanguage}
              onChange={(e) => setUploadLanguage(asLanguage(e.target.value))}
            />
          </EuiFormRow>
          <EuiSpacer size="s" />
          <UploadPanel
            fileName={audio?.fileName ?? null}
            onUploaded={(a, name) => {
              setAlert(null);
              setAudio({ url: a.objectPath, ttsMeta: null, fileName: name });
            }}
            notify={notify}
            alert={setAlert}
          />
        </>
      )}
      {alert && <EuiCallOut color="danger" iconType="error" size="s" title={alert} />}
      {audio && (
        <>
          <EuiSpacer size="s" />
          <audio controls src={audio.url} aria-label={t('wiz.ads.newAudio')} data-testid="new-ad-player" />
        </>
      )}
      <EuiSpacer size="m" />
      {response.field}
      <EuiSpacer size="m" />
      <EuiCheckbox
        id="new-ad-rights"
        label={t('wiz.creative.rights')}
        checked={rights}
        onChange={(e) => setRights(e.target.checked)}
      />
      {add.isError && (
        <EuiCallOut color="danger" size="s" title={t('wiz.ads.addFailed')}>
          {apiErrorMessage(add.error)}
        </EuiCallOut>
      )}
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" responsive={false} wrap>
        <EuiButton fill onClick={send} isDisabled={!audio || !rights || !response.ok} isLoading={add.isPending}>
          {t('wiz.ads.send')}
        </EuiButton>
        <EuiButtonEmpty onClick={onDone}>{t('wiz.ads.cancel')}</EuiButtonEmpty>
      </EuiFlexGroup>
      {!audio && <EuiCallOut size="s" color="primary" title={t('wiz.ads.needAudio')} data-testid="needs-audio" />}
    </EuiPanel>
  );
}
