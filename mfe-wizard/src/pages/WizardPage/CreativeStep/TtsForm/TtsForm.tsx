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
import { TtsEmotion, TtsLanguage, voicesFor } from '@rbt/contracts';
import {
  EMOTION_LABELS,
  LANGUAGE_LABELS,
  asLanguage,
  clampPitch,
  clampSpeed,
  voiceFor,
  type DraftTtsConfig,
} from '../tts-config';
import { ScriptField } from './ScriptField';

export interface TtsFormProps {
  config: DraftTtsConfig;
  onChange(patch: Partial<DraftTtsConfig>): void;
  onGenerate(): void;
  generating: boolean;
}

/** Spec §2 text-to-speech form: script with counter and estimate, language, voice cards, speed, pitch, emotion. */
export function TtsForm({ config, onChange, onGenerate, generating }: TtsFormProps) {
  const language = asLanguage(config.language);
  const blank = config.script.trim().length === 0;
  const stepper = (label: string, value: string, minus: () => void, plus: () => void) => (
    <EuiFormRow label={label}>
      <EuiFlexGroup gutterSize="s" alignItems="center" responsive={false}>
        <EuiButtonIcon iconType="minus" display="base" aria-label={`Decrease ${label.toLowerCase()}`} onClick={minus} />
        <EuiText size="s" style={{ minWidth: 40, textAlign: 'center' }} data-testid={`${label.toLowerCase()}-value`}>
          <span>{value}</span>
        </EuiText>
        <EuiButtonIcon iconType="plus" display="base" aria-label={`Increase ${label.toLowerCase()}`} onClick={plus} />
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
          <EuiFormRow label="Language">
            <EuiSelect
              options={TtsLanguage.options.map((l) => ({ value: l, text: LANGUAGE_LABELS[l] }))}
              value={language}
              onChange={(e) => {
                const next = asLanguage(e.target.value);
                onChange({ language: next, voice: voiceFor(next, config.voice) });
              }}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 160 }}>
          <EuiFormRow label="Emotion">
            <EuiSelect
              options={TtsEmotion.options.map((m) => ({ value: m, text: EMOTION_LABELS[m] }))}
              value={config.emotion}
              onChange={(e) => onChange({ emotion: e.target.value })}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {stepper(
            'Speed',
            `${config.speed.toFixed(1)}x`,
            () => onChange({ speed: clampSpeed(config.speed - 0.1) }),
            () => onChange({ speed: clampSpeed(config.speed + 0.1) }),
          )}
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {stepper(
            'Pitch',
            String(config.pitch),
            () => onChange({ pitch: clampPitch(config.pitch - 1) }),
            () => onChange({ pitch: clampPitch(config.pitch + 1) }),
          )}
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <EuiText size="s">
        <h4>Voice</h4>
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
                  {v.name}{' '}
                  <EuiText size="xs" color="subdued" component="span">
                    ({v.gender === 'female' ? 'Female' : 'Male'})
                  </EuiText>
                </strong>
              }
              checked={config.voice === v.id}
              onChange={() => onChange({ voice: v.id })}
            >
              <EuiText size="xs">
                <p>{v.description}</p>
                <p>Tone: {v.tone}</p>
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
        {generating ? 'Generating Audio...' : 'Generate Audio'}
      </EuiButton>
    </div>
  );
}
