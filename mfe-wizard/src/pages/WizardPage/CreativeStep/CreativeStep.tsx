import { useState } from 'react';
import { EuiCallOut, EuiCheckbox, EuiFlexGroup, EuiFlexItem, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { audioIdOf, telephonePromptOf, type RegisterAudioFileResponse } from '@rbt/contracts';
import type { WizardStepProps } from '../../../draft/wizard-types';
import {
  asLanguage,
  DEFAULT_TTS,
  useAudioInfo,
  useGenerateSpeech,
  useRememberAudio,
  type DraftTtsConfig,
} from '../../../api/media';
import { switchMethod } from './creative-work';
import { MethodCards } from './MethodCards/MethodCards';
import { TtsForm } from './TtsForm/TtsForm';
import { RecordPanel } from './RecordPanel/RecordPanel';
import { UploadPanel } from './UploadPanel/UploadPanel';
import { AudioPreview } from './AudioPreview/AudioPreview';
import { Guidelines } from './Guidelines/Guidelines';
import { ResponseOffer } from './ResponseOffer/ResponseOffer';
import { apiErrorMessage } from '@rbt/web-kit';
import { useWizT } from '../../../messages';

/** Step 2 (spec §2, §4, §5): choose how the ad sounds, preview it, confirm the rights. */
export function CreativeStep({ draft, update, notify, flushSave, paid = false }: WizardStepProps) {
  const t = useWizT();
  const [alert, setAlert] = useState<string | null>(null);
  const generate = useGenerateSpeech();
  const remember = useRememberAudio();
  const info = useAudioInfo(draft.audioUrl);
  const tts: DraftTtsConfig = { ...DEFAULT_TTS, ...draft.ttsConfig };

  // Spec §4 resets the shown audio and preview on a method change; each method's work is kept (creative-work.ts).
  const changeMethod = (m: typeof draft.creativeType) => {
    setAlert(null);
    update(switchMethod(draft, m));
  };
  // A new upload or recording replaces the kept one; an upload keeps its file's name to show.
  const keepAudio = (a: RegisterAudioFileResponse, fileName: string | null = null) => {
    remember(a.audioId, a);
    setAlert(null);
    update({ audioUrl: a.objectPath, audioFile: fileName });
  };
  const onGenerate = () => {
    if (!tts.script.trim())
      return notify({
        title: t('wiz.creative.scriptRequiredTitle'),
        text: t('wiz.creative.scriptRequiredText'),
        color: 'warning',
      });
    generate.mutate(tts, {
      onSuccess: (r) => {
        update({ audioUrl: r.audioUrl, ttsConfig: { ...tts, ...r.metadata, waveform: undefined } });
        const done = () =>
          notify({ title: t('wiz.creative.generatedTitle'), text: t('wiz.creative.generatedText'), color: 'success' });
        // A paid campaign may refuse the new audio (a longer script needs a top-up): say "generated" only once it
        // is kept, else say it was not kept (the reason shows above the steps).
        if (!paid) return done();
        flushSave().then(done, () =>
          notify({ title: t('wiz.creative.notKeptTitle'), text: t('wiz.creative.notKeptText'), color: 'danger' }),
        );
      },
      onError: (e) => notify({ title: t('wiz.creative.generateFailed'), text: apiErrorMessage(e), color: 'danger' }),
    });
  };

  return (
    <EuiFlexGroup gutterSize="l" wrap data-testid="creative-step">
      <EuiFlexItem grow={3} style={{ minWidth: 300 }}>
        <EuiTitle size="s">
          <h2>{t('wiz.creative.title')}</h2>
        </EuiTitle>
        <EuiSpacer size="m" />
        <MethodCards value={draft.creativeType} onChange={changeMethod} />
        <EuiSpacer size="l" />
        <EuiPanel hasBorder>
          {draft.creativeType === 'tts' && (
            <TtsForm
              config={tts}
              onChange={(p) => update({ ttsConfig: { ...tts, ...p } })}
              onGenerate={onGenerate}
              generating={generate.isPending}
            />
          )}
          {draft.creativeType === 'upload' && (
            <UploadPanel
              fileName={draft.audioUrl ? draft.audioFile : null}
              onUploaded={(a, name) => keepAudio(a, name)}
              notify={notify}
              alert={setAlert}
            />
          )}
          {draft.creativeType === 'record' && <RecordPanel onRecorded={(a) => keepAudio(a)} />}
          {alert && (
            <>
              <EuiSpacer size="s" />
              <EuiCallOut color="danger" iconType="error" size="s" title={alert} data-testid="upload-alert" />
            </>
          )}
        </EuiPanel>
        {draft.audioUrl && audioIdOf(draft.audioUrl) && (
          <>
            <EuiSpacer size="m" />
            <AudioPreview
              key={draft.audioUrl}
              audioUrl={draft.audioUrl}
              info={info.data}
              onRegenerate={draft.creativeType === 'tts' ? onGenerate : undefined}
              regenerating={generate.isPending}
              prompt={telephonePromptOf(draft.response, draft.creativeType === 'tts' ? asLanguage(tts.language) : null)}
            />
          </>
        )}
        <EuiSpacer size="l" />
        <EuiPanel hasBorder color={draft.rightsConfirmed ? 'success' : 'warning'}>
          <EuiTitle size="xxs">
            <h3>{t('wiz.creative.legalTitle')}</h3>
          </EuiTitle>
          <EuiSpacer size="s" />
          <EuiCheckbox
            id="rights-confirmed"
            label={t('wiz.creative.rights')}
            checked={draft.rightsConfirmed}
            onChange={(e) => update({ rightsConfirmed: e.target.checked })}
          />
        </EuiPanel>
        <EuiSpacer size="l" />
        <ResponseOffer value={draft.response} onChange={(response) => update({ response })} />
      </EuiFlexItem>
      <EuiFlexItem grow={1} style={{ minWidth: 240 }}>
        <Guidelines />
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}
