import {
  EuiButton,
  EuiButtonIcon,
  EuiCheckableCard,
  EuiFlexGrid,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSelect,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import { TTS_LIMITS, TtsEmotion, TtsLanguage, voicesFor, type VoiceId } from '@rbt/contracts';
import { useWizT } from '../../../../messages';
import { asLanguage, voiceFor, type DraftTtsConfig } from '../../../../api/media';
import { clampPitch, clampSpeed } from './tts-limits';
import { ScriptField } from './ScriptField';

export interface TtsFormProps {
  config: DraftTtsConfig;
  onChange(patch: Partial<DraftTtsConfig>): void;
  onGenerate(): void;
  generating: boolean;
}

/** Spec §2 text-to-speech form: script with counter and estimate, language, voice cards, speed, pitch, emotion. */
export function TtsForm({ config, onChange, onGenerate, generating }: TtsFormProps) {
  const t = useWizT();
  const language = asLanguage(config.language);
  const blank = config.script.trim().length === 0;
  const stepper = (id: 'speed' | 'pitch', value: string, minus: () => void, plus: () => void) => (
    <EuiFormRow label={t(`wiz.tts.${id}`)}>
      <EuiFlexGroup gutterSize="s" alignItems="center" responsive={false}>
        <EuiButtonIcon iconType="minus" display="base" aria-label={t(`wiz.tts.${id}Down`)} onClick={minus} />
        <EuiText size="s" style={{ minWidth: 40, textAlign: 'center' }} data-testid={`${id}-value`}>
          <span>{value}</span>
        </EuiText>
        <EuiButtonIcon iconType="plus" display="base" aria-label={t(`wiz.tts.${id}Up`)} onClick={plus} />
      </EuiFlexGroup>
    </EuiFormRow>
  );
  return (
    <div data-testid="tts-form">
      <ScriptField
        script={config.script}
        speed={config.speed}
        language={language}
        onChange={(script) => onChange({ script })}
      />
      <EuiFlexGroup gutterSize="m" wrap>
        <EuiFlexItem style={{ minWidth: 160 }}>
          <EuiFormRow label={t('wiz.tts.language')}>
            <EuiSelect
              options={TtsLanguage.options.map((l) => ({ value: l, text: t(`wiz.tts.lang.${l}`) }))}
              value={language}
              onChange={(e) => {
                const next = asLanguage(e.target.value);
                onChange({ language: next, voice: voiceFor(next, config.voice) });
              }}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 160 }}>
          <EuiFormRow label={t('wiz.tts.emotion')}>
            <EuiSelect
              options={TtsEmotion.options.map((m) => ({ value: m, text: t(`wiz.tts.mood.${m}`) }))}
              value={config.emotion}
              onChange={(e) => onChange({ emotion: e.target.value })}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {stepper(
            'speed',
            t('wiz.tts.speedValue', { speed: config.speed.toFixed(1) }),
            () => onChange({ speed: clampSpeed(config.speed - TTS_LIMITS.speed.step) }),
            () => onChange({ speed: clampSpeed(config.speed + TTS_LIMITS.speed.step) }),
          )}
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {stepper(
            'pitch',
            String(config.pitch),
            () => onChange({ pitch: clampPitch(config.pitch - TTS_LIMITS.pitch.step) }),
            () => onChange({ pitch: clampPitch(config.pitch + TTS_LIMITS.pitch.step) }),
          )}
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <EuiText size="s">
        <h4>{t('wiz.tts.voice')}</h4>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiFlexGrid columns={2} gutterSize="s" responsive>
        {voicesFor(language).map((v) => (
          <EuiFlexItem key={v.id}>
            <EuiCheckableCard
              id={`voice-${v.id}`}
              name="tts-voice"
              label={
                <strong>
                  {t(`wiz.voice.${v.id as VoiceId}`)}
                  <EuiText size="xs" color="subdued" component="span" style={{ marginInlineStart: 4 }}>
                    {t('wiz.common.parens', { text: v.gender === 'female' ? t('wiz.tts.female') : t('wiz.tts.male') })}
                  </EuiText>
                </strong>
              }
              checked={config.voice === v.id}
              onChange={() => onChange({ voice: v.id })}
            >
              <EuiText size="xs">
                <p>{t(`wiz.voice.${v.id as VoiceId}.about`)}</p>
                <p>{t('wiz.tts.tone', { tone: t(`wiz.voice.${v.id as VoiceId}.tone`) })}</p>
              </EuiText>
            </EuiCheckableCard>
          </EuiFlexItem>
        ))}
      </EuiFlexGrid>
      <EuiSpacer size="m" />
      <EuiButton
        fill
        iconType="play"
        onClick={onGenerate}
        isDisabled={blank || generating}
        isLoading={generating}
        data-testid="generate-audio"
      >
        {generating ? t('wiz.tts.generating') : t('wiz.tts.generate')}
      </EuiButton>
    </div>
  );
}
