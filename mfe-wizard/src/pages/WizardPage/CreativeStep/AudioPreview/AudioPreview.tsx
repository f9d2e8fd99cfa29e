import { useEffect, useRef, useState } from 'react';
import {
  EuiButton,
  EuiButtonIcon,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiRange,
  EuiSpacer,
  EuiSwitch,
  EuiText,
  EuiTitle,
  useEuiTheme,
} from '@elastic/eui';
import { MEDIA_LIMITS, type TelephonePrompt } from '@rbt/contracts';
import type { AudioInfo } from '../../../../api/media';
import { useWizT } from '../../../../messages';

export interface AudioPreviewProps {
  audioUrl: string;
  info: AudioInfo | undefined;
  onRegenerate?: () => void;
  regenerating?: boolean;
  /** The press 1 / press 9 prompt callers hear after the ad (the campaign has a response), or none. */
  prompt?: TelephonePrompt | null;
}

export const clock = (s: number): string => {
  const t = Number.isFinite(s) ? Math.max(0, Math.floor(s)) : 0;
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
};

/** Spec §2 preview card, plus the measured loudness and the telephone rendition a caller actually hears. */
export function AudioPreview({ audioUrl, info, onRegenerate, regenerating = false, prompt }: AudioPreviewProps) {
  const t = useWizT();
  const { euiTheme } = useEuiTheme();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(info?.metadata.durationSec ?? 0);
  const [telephone, setTelephone] = useState(false);
  const src = telephone && info ? `${info.renditions.telephone}${prompt ? `?prompt=${prompt}` : ''}` : audioUrl;

  useEffect(() => {
    setPlaying(false);
    setTime(0);
  }, [src]);
  useEffect(() => {
    if (info) setDuration(info.metadata.durationSec);
  }, [info]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };
  const seek = (value: number) => {
    if (audio.current) audio.current.currentTime = value;
    setTime(value);
  };
  const lufs = info?.metadata.loudnessLufs;
  const seekMax = Math.max(1, Math.ceil((Number.isFinite(duration) ? duration : 0) * 10));
  // Spec §9's 16 bars, heights from the server's analysis (flat until it answers); played bars take the primary colour.
  const bars = info?.metadata.waveform;
  const heights =
    bars?.length === MEDIA_LIMITS.waveformBars ? bars : Array<number>(MEDIA_LIMITS.waveformBars).fill(0.1);
  const progress = duration > 0 ? time / duration : 0;
  return (
    <EuiPanel hasBorder data-testid="audio-preview">
      <EuiTitle size="xs">
        <h3>{t('wiz.preview.title')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        data-testid="preview-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
      />
      <div
        data-testid="waveform"
        aria-hidden
        style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: 56, margin: '8px 0' }}
      >
        {heights.map((h, i) => (
          <div
            key={i}
            data-testid="waveform-bar"
            style={{
              flex: 1,
              height: `${Math.max(6, Math.round(h * 100))}%`,
              borderRadius: 2,
              background: (i + 0.5) / heights.length <= progress ? euiTheme.colors.primary : euiTheme.colors.lightShade,
            }}
          />
        ))}
      </div>
      <EuiFlexGroup alignItems="center" gutterSize="s" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiButtonIcon
            display="fill"
            size="m"
            iconType={playing ? 'pause' : 'play'}
            aria-label={playing ? t('wiz.preview.pause') : t('wiz.preview.play')}
            onClick={toggle}
          />
        </EuiFlexItem>
        <EuiFlexItem>
          {/* EuiRange throws when max is off its step sequence (5.157 with step 0.1), so it counts whole tenths. */}
          <EuiRange
            min={0}
            max={seekMax}
            step={1}
            value={Math.min(Math.round(time * 10), seekMax)}
            onChange={(e) => seek(Number(e.currentTarget.value) / 10)}
            aria-label={t('wiz.preview.seek')}
            fullWidth
            showRange={false}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiText size="xs" data-testid="preview-time">
            <span>{t('wiz.preview.time', { time: clock(time), duration: clock(duration) })}</span>
          </EuiText>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      <EuiText size="xs" color="subdued" data-testid="preview-loudness">
        <span>
          {lufs === undefined
            ? t('wiz.preview.measuring')
            : t('wiz.preview.loudness', { lufs: lufs.toFixed(1), target: MEDIA_LIMITS.targetLufs })}
        </span>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiSwitch
        label={t('wiz.preview.telephone')}
        checked={telephone}
        disabled={!info}
        onChange={(e) => setTelephone(e.target.checked)}
        compressed
      />
      {telephone && prompt && (
        <EuiText size="xs" color="subdued" data-testid="preview-prompt">
          <span>{t('wiz.preview.withPrompt')}</span>
        </EuiText>
      )}
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" responsive={false} wrap>
        <EuiFlexItem grow={false}>
          <EuiButton size="s" iconType="download" href={info?.renditions.download ?? `${audioUrl}?download=1`} download>
            {t('wiz.preview.download')}
          </EuiButton>
        </EuiFlexItem>
        {onRegenerate && (
          <EuiFlexItem grow={false}>
            <EuiButton size="s" color="text" iconType="refresh" onClick={onRegenerate} isLoading={regenerating}>
              {t('wiz.preview.regenerate')}
            </EuiButton>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
    </EuiPanel>
  );
}
