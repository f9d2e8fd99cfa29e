import { useEffect, useRef, useState } from 'react';
import { EuiButton, EuiCallOut, EuiSpacer, EuiText } from '@elastic/eui';
import { MEDIA_LIMITS, type RegisterAudioFileResponse } from '@rbt/contracts';
import { uploadBlob } from '../../../../api/media';
import { recordingToWav } from './wav-encode';
import { apiErrorMessage } from '@rbt/web-kit';
import { useWizT } from '../../../../messages';

type State = 'idle' | 'recording' | 'saving';

/** Record mode (the spec's dead button made real): MediaRecorder, stopped at 30 s, saved through the upload flow. */
export function RecordPanel({ onRecorded }: { onRecorded(answer: RegisterAudioFileResponse): void }) {
  const t = useWizT();
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);
  useEffect(() => {
    if (state !== 'recording') return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      const s = Math.floor((Date.now() - started) / 1000);
      setSeconds(s);
      if (s >= MEDIA_LIMITS.audioMaxSeconds) recorder.current?.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
      return setError(t('wiz.record.missing'));
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (e) {
      return setError(
        (e as Error).name === 'NotAllowedError'
          ? t('wiz.record.denied')
          : t('wiz.record.missingWhy', { reason: (e as Error).message }),
      );
    }
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(stream);
    rec.ondataavailable = (e) => chunks.push(e.data);
    rec.onstop = async () => {
      stream.getTracks().forEach((track) => track.stop());
      setState('saving');
      try {
        onRecorded(await uploadBlob(await recordingToWav(new Blob(chunks, { type: rec.mimeType }))));
      } catch (e) {
        setError(t('wiz.upload.processing', { message: apiErrorMessage(e) }));
      } finally {
        setState('idle');
      }
    };
    recorder.current = rec;
    setSeconds(0);
    rec.start();
    setState('recording');
  };

  return (
    <div data-testid="record-panel">
      <EuiText size="s">
        <p>{t('wiz.record.intro', { seconds: MEDIA_LIMITS.audioMaxSeconds })}</p>
      </EuiText>
      <EuiSpacer size="s" />
      {state === 'recording' ? (
        <EuiButton color="danger" iconType="stop" onClick={() => recorder.current?.stop()}>
          {t('wiz.record.stop', { seconds })}
        </EuiButton>
      ) : (
        <EuiButton
          iconType="dotInCircle"
          onClick={() => void start()}
          isLoading={state === 'saving'}
          isDisabled={state === 'saving'}
        >
          {state === 'saving' ? t('wiz.record.saving') : t('wiz.record.start')}
        </EuiButton>
      )}
      {error && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" iconType="error" size="s" title={error} data-testid="record-error" />
        </>
      )}
    </div>
  );
}
